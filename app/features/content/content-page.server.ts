/**
 * From a resolved content path to what the page shows (content-view.ts) and what search engines
 * read about it (JSON-LD): collection cards filled in, a detail page's hero naming its item, the
 * help center's search answered on the server.
 */
import { companyDay } from '~/lib/company-time'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import type { Language } from '~/features/i18n/languages'
import { articleJsonLd } from '~/features/seo/json-ld/article'
import { breadcrumbJsonLd } from '~/features/seo/json-ld/breadcrumb'
import { faqJsonLd } from '~/features/seo/json-ld/faq'
import { softwareApplicationJsonLd } from '~/features/seo/json-ld/software-application'
import { jobPostingJsonLd } from '~/features/seo/json-ld/job-posting'
import { asJsonLdData, type JsonLdData } from '~/features/seo/json-ld/json-ld'
import { MAX_DESCRIPTION_LENGTH, pageUrl, type SiteSeo } from '~/features/seo/seo'
import { usedIcons } from './content-icons.server'
import { cardOf, collectionItem, collectionItems, contentPage, type ResolvedPage } from './content.server'
import type { ContentPageView, SectionView } from './content-view'
import type { AnyCollectionItem, Page, Section } from './page-schema'

/** Where the breadcrumb of a detail page leads back to: the list its items come from. */
const LIST_OF_DETAIL_PAGE: Record<string, string> = {
  '/services/single': '/services/v1',
  '/customer/story-single': '/customer/stories',
  '/career/single': '/career',
  '/help/detail': '/help/center',
  '/portfolio/case-study/v1': '/portfolio/list',
  '/portfolio/case-study/v2': '/portfolio/showcase',
  '/blog/single/v1': '/blog/grid',
  '/blog/single/v2': '/blog/grid',
  '/saas/feature-single': '/saas/features',
  '/saas/integration-single': '/saas/integrations',
}

/**
 * On a detail page, a list without its own filter shows what belongs to the item (a service's
 * projects, the integrations a feature's product uses), or everything when nothing does.
 */
function relatedTo(item: AnyCollectionItem, entry: AnyCollectionItem): boolean {
  if (item.collection === 'services' && entry.collection === 'projects') return entry.data.service === item.slug
  if (item.collection === 'features' && entry.collection === 'integrations') return entry.data.products.includes(item.data.product)
  if (item.collection === 'integrations' && entry.collection === 'features') return item.data.products.includes(entry.data.product)
  return false
}

function listLabel(path: string, language: Language): string {
  const page = contentPage(path, language)
  if (page) return page.crumb ?? page.title
  return translatorFor(language)('menu.blog.title')
}

/** The help center's search, given by the caller (the route uses the site search). */
export type HelpSearch = (language: Language, query: string) => string[]

function view(section: Section, language: Language, item: AnyCollectionItem | undefined, query: string, searchHelp: HelpSearch): SectionView {
  switch (section.type) {
    case 'hero':
      return item ? { ...section, title: item.data.title, text: item.data.summary } : section
    case 'collection': {
      const all = collectionItems(section.collection, language)
      const related = item && !section.filter ? all.filter((entry) => relatedTo(item, entry)) : []
      const items = (related.length > 0 ? related : all).filter((entry) => {
        if (item && entry.collection === item.collection && entry.slug === item.slug) return false
        if (!section.filter) return true
        switch (entry.collection) {
          case 'help':
            return entry.data.category === section.filter
          case 'projects':
            return entry.data.service === section.filter
          case 'features':
            return entry.data.product === section.filter
          case 'integrations':
            return (entry.data.products as readonly string[]).includes(section.filter)
          default:
            return true
        }
      })
      return { ...section, items: items.slice(0, section.limit).map(cardOf) }
    }
    case 'helpCenter': {
      const articles = collectionItems('help', language)
      if (!query) return { ...section, query, articles: articles.map(cardOf) }
      const found = searchHelp(language, query)
      return { ...section, query, articles: found.flatMap((slug) => articles.filter((article) => article.slug === slug)).map(cardOf) }
    }
    case 'stats':
      // A figure counted from a year stays right every year (years of experience since the founding).
      return { ...section, items: section.items.map(({ since, value, ...rest }) => ({ ...rest, value: since === undefined ? (value ?? 0) : currentYear() - since })) }
    case 'item':
      return { ...section, item: item! }
    case 'document':
      return { ...section, item: collectionItem(section.collection, section.slug, language)! }
    default:
      return section
  }
}

/** The year in the company's time zone: the years since a date change with the company's new year. */
function currentYear(): number {
  return Number(companyDay(new Date()).slice(0, 4))
}

export type ContentPageResult = { view: ContentPageView; tabTitle: Page['tabTitle']; metaTitle: string; description: string; canonicalPath: string; noIndex: boolean; jsonLd: JsonLdData[] }

/** `query`: the help search's words, already normalised (a query makes the page noindex). */
export function buildContentPage(resolved: Extract<ResolvedPage, { kind: 'page' }>, language: Language, query: string, site: SiteSeo, searchHelp: HelpSearch): ContentPageResult {
  const { page, item, path, canonicalPath } = resolved
  const list = item ? LIST_OF_DETAIL_PAGE[path] : undefined
  const crumbs = item ? [...(list ? [{ label: listLabel(list, language), to: list }] : []), { label: item.data.title }] : [{ label: page.crumb ?? page.title }]
  // A detail page's heading names its item and the kind of page (the same project is a case study and a story);
  // its <title> names the item alone (or its shorter seoTitle): a search result has 60 characters.
  const title = item ? `${item.data.title} – ${page.title}` : page.title
  const metaTitle = item ? (('seoTitle' in item.data ? item.data.seoTitle : undefined) ?? item.data.title) : page.title
  const description = item ? summaryDescription(item.data.summary) : page.description
  const url = pageUrl(site.origin, language, canonicalPath)

  const home = translatorFor(language)('common.home')
  // The home page is the breadcrumb's first step itself.
  const jsonLd: JsonLdData[] =
    path === '/' ? [] : [asJsonLdData(breadcrumbJsonLd([{ name: home, url: pageUrl(site.origin, language, '/') }, ...crumbs.map((crumb) => ({ name: crumb.label, url: crumb.to ? pageUrl(site.origin, language, crumb.to) : url }))]))]
  // Questions and answers, not an accordion of topics beside its heading (the home page's what we do).
  const questions = page.sections.flatMap((section) => (section.type === 'faq' && section.layout === 'stacked' ? section.groups.flatMap((group) => group.items) : []))
  if (questions.length > 0) jsonLd.push(asJsonLdData(faqJsonLd(questions)))
  if (item?.collection === 'jobs') {
    const job = item.data
    jsonLd.push(
      asJsonLdData(
        jobPostingJsonLd({
          title: job.title,
          description: item.html,
          datePosted: job.datePosted,
          validThrough: job.validThrough,
          employmentType: job.employmentType,
          locality: job.city,
          countryCode: job.country,
          remote: job.remote,
          hiringOrganization: site,
        }),
      ),
    )
  }
  if (page.software) {
    jsonLd.push(asJsonLdData(softwareApplicationJsonLd({ ...page.software, description: page.description, url, language })))
  }
  if (item?.collection === 'articles') {
    jsonLd.push(asJsonLdData(articleJsonLd({ headline: item.data.title, description, url, datePublished: item.data.date, author: item.data.author, publisher: site, language })))
  }

  const sections = page.sections.map((section) => view(section, language, item, query, searchHelp))
  return {
    view: { title, itemTitle: item?.data.title, crumbs, tone: page.tone, icons: usedIcons(sections), sections },
    tabTitle: page.tabTitle,
    metaTitle,
    description,
    canonicalPath,
    noIndex: page.noIndex || query !== '',
    jsonLd,
  }
}

/**
 * A detail page's description from its item's summary: whole sentences up to what a search result
 * shows (a summary cut mid-sentence with "…" reads as broken); only a first sentence that is
 * longer itself is cut at a word.
 */
export function summaryDescription(summary: string, length = MAX_DESCRIPTION_LENGTH): string {
  if (summary.length <= length) return summary
  let kept = ''
  for (const sentence of summary.split(/(?<=[.!?])\s+/)) {
    const longer = kept ? `${kept} ${sentence}` : sentence
    if (longer.length > length) break
    kept = longer
  }
  return kept || `${summary.slice(0, length - 1).replace(/\s+\S*$/, '')}…`
}
