import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { DICTIONARIES, type Lang } from './i18n'

/**
 * The texts of the home and contact pages as their content files say them (content/pages/home,
 * content/pages/contact), with the sections' labels from the locale files: what a visitor reads,
 * looked up the way a marketer would change it.
 */
type Section = { type: string; [key: string]: any } // eslint-disable-line @typescript-eslint/no-explicit-any

function pageOf(folder: string, lang: Lang): { title: string; sections: Section[] } {
  return parse(readFileSync(`content/pages/${folder}/${lang}.yaml`, 'utf8')) as { title: string; sections: Section[] }
}
const sectionsOf = (folder: string, lang: Lang) => pageOf(folder, lang).sections

/** A content page's title: its <title> too where the page says `tabTitle: alone` (the contact page). */
export const pageTitle = (folder: string, lang: Lang) => pageOf(folder, lang).title

const find = (sections: Section[], type: string) => sections.find((section) => section.type === type)!

export function homeTexts(lang: Lang) {
  const sections = sectionsOf('home', lang)
  const hero = find(sections, 'signupHero')
  const features = find(sections, 'features')
  const stats = find(sections, 'stats')
  const whatWeDo = find(sections, 'faq')
  const howWeWork = find(sections, 'howWeWork')
  const cta = find(sections, 'split')
  const labels = DICTIONARIES[lang].sections.typed
  const words: string[] = hero.typed.words
  return {
    hero: { title: hero.title as string, text: hero.text as string, typedAll: hero.typed.sentence as string, dashboardAlt: hero.picture.alt as string, mascotAlt: hero.mascot.alt as string, clients: find(sections, 'clientLogos').title as string, pauseTyping: labels.pause, playTyping: labels.play },
    categories: { web: words[0]!, mobile: words[1]!, desktop: words[2]! },
    badges: { reliability: hero.badges[0].title as string, support: hero.badges[1].title as string },
    features: { title: features.title as string, items: features.items as { title: string; link: { label: string; to: string } }[] },
    stats: { title: stats.title as string, satisfaction: stats.badge.title as string, customers: stats.items[3].label as string },
    whatWeDo: { title: whatWeDo.title as string, items: whatWeDo.groups[0].items as { question: string; answer: string }[] },
    howWeWork: { title: howWeWork.title as string, steps: (howWeWork.steps as { title: string }[]).map((step) => step.title) },
    cta: { title: cta.title as string, text: cta.text as string, imageAlt: cta.picture.alt as string },
  }
}

export function contactTexts(lang: Lang) {
  const sections = sectionsOf('contact', lang)
  const hero = find(sections, 'contactHero')
  const offices = find(sections, 'offices')
  const labels = DICTIONARIES[lang].sections
  return {
    hero: { title: hero.title as string, text: hero.text as string },
    clients: { title: find(sections, 'clientLogos').title as string },
    form: { title: find(sections, 'contactForm').title as string },
    offices: { title: offices.title as string, ...labels.offices },
    map: labels.map,
  }
}

/** The client logos' slugs in their order (content/data/client-logos.yaml). */
export const CLIENT_LOGO_SLUGS: string[] = (parse(readFileSync('content/data/client-logos.yaml', 'utf8')) as { logos: Array<{ slug: string }> }).logos.map((logo) => logo.slug)
