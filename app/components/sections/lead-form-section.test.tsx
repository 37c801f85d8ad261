import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import de from '@content/locales/de.json'
import en from '@content/locales/en.json'
import tr from '@content/locales/tr.json'
import { contentPage, contentPagePaths } from '~/features/content/content.server'
import { SectionSchema } from '~/features/content/page-schema'
import { frameTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider } from '~/features/i18n/i18n-context'
import { LANGUAGES, type Language } from '~/features/i18n/languages'
import { ContactForm } from '~/features/leads/contact-form'
import { EmailSignupForm } from '~/features/leads/email-signup-form'
import { SIGNUP_PURPOSES, type SignupPurpose } from '~/features/leads/lead-limits'

/**
 * One consent per promise (review 2.1 item 1, 6563 onay / UWG § 7): each e-mail form says what it
 * sends, and the notice under it, which is the consent the lead stores, says exactly that.
 */
const NOTICES: Record<SignupPurpose, Record<Language, string>> = {
  demo: {
    tr: 'Kaydolarak, size e-postayla kısa bir tanıtım ve bir demo tarihi önerisi göndermemizi kabul edersiniz; kaydınızı e-postayla gönderdiğimiz bağlantıyla onaylarsınız. Adresinizi yalnızca bunun için kullanırız; onayınızı dilediğiniz zaman geri alabilirsiniz.',
    en: 'By signing up you agree that we e-mail you a short introduction and a proposed demo date; you confirm with the link we e-mail you. We use your address only for this, and you can withdraw your consent at any time.',
    de: 'Mit der Anmeldung willigen Sie ein, dass wir Ihnen per E-Mail eine kurze Vorstellung und einen Terminvorschlag für eine Demo schicken. Ihre Anmeldung bestätigen Sie über den Link in unserer E-Mail. Wir verwenden Ihre Adresse nur dafür; Ihre Einwilligung können Sie jederzeit widerrufen.',
  },
  portal: {
    tr: 'Kaydolarak, portal açıldığında size tek bir bilgilendirme e-postası göndermemizi kabul edersiniz; kaydınızı e-postayla gönderdiğimiz bağlantıyla onaylarsınız. Adresinizi başka hiçbir amaçla kullanmayız.',
    en: 'By signing up you agree that we send you one e-mail when the portal opens; you confirm with the link we e-mail you. We use your address for nothing else.',
    de: 'Mit der Anmeldung willigen Sie ein, dass wir Sie einmalig per E-Mail über den Start des Portals informieren. Ihre Anmeldung bestätigen Sie über den Link in unserer E-Mail. Für etwas anderes verwenden wir Ihre Adresse nicht.',
  },
  digest: {
    tr: 'Kaydolarak, yeni makalelerimizi içeren özet e-postamızı (ayda yaklaşık bir kez) almayı kabul edersiniz; kaydınızı e-postayla gönderdiğimiz bağlantıyla onaylarsınız. Her e-postadaki bağlantıyla aboneliğinizi istediğiniz zaman sonlandırabilirsiniz.',
    en: 'By signing up you agree to receive our digest of new articles by e-mail (about once a month); you confirm with the link we e-mail you. You can unsubscribe at any time with the link in every message.',
    de: 'Mit der Anmeldung willigen Sie ein, etwa einmal im Monat unsere E-Mail mit neuen Artikeln zu erhalten. Ihre Anmeldung bestätigen Sie über den Link in unserer E-Mail. Abmelden können Sie sich jederzeit über den Link in jeder Nachricht.',
  },
  news: {
    tr: 'Kaydolarak ürünlerimizle ilgili haberleri, ipuçlarını ve sürüm notlarını e-postayla almayı kabul edersiniz; kaydınızı e-postayla gönderdiğimiz bağlantıyla onaylarsınız. Her e-postadaki bağlantıyla aboneliğinizi istediğiniz zaman sonlandırabilirsiniz.',
    en: 'By signing up you agree to receive news, tips and release notes about our products by e-mail; you confirm with the link we e-mail you. You can unsubscribe at any time with the link in every message.',
    de: 'Mit der Anmeldung willigen Sie ein, Neuigkeiten, Praxistipps und Release Notes zu unseren Produkten per E-Mail zu erhalten. Ihre Anmeldung bestätigen Sie über den Link in unserer E-Mail. Abmelden können Sie sich jederzeit über den Link in jeder Nachricht.',
  },
}

/** Every e-mail form of the site and what it promises: the home hero, and each content page's sign-up section. */
const FORMS: Record<string, SignupPurpose> = {
  '/ (hero)': 'demo',
  '/coming-soon': 'portal',
  '/blog/single/v1': 'digest',
  '/demos/mobile-app': 'news',
  '/demos/product-landing': 'news',
}

const DICTIONARIES = { tr, en, de }

function html(language: Language, form: React.ReactNode) {
  const page = (
    <I18nProvider language={language} dictionary={parseDictionary(frameTextsJson(language))}>
      {form}
    </I18nProvider>
  )
  const router = createMemoryRouter([{ path: '/:lang', element: page }], { initialEntries: [`/${language}`] })
  return renderToString(<RouterProvider router={router} />)
}

/** Text as React writes it into HTML (apostrophes and quotes escaped). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('one consent text per e-mail form', () => {
  it('has one distinct notice per purpose in tr, en and de, worded as pinned here', () => {
    for (const language of LANGUAGES) {
      const signup = DICTIONARIES[language].leads.privacy.signup
      expect(Object.keys(signup).sort(), language).toEqual([...SIGNUP_PURPOSES].sort())
      for (const purpose of SIGNUP_PURPOSES) expect(signup[purpose], `${language} ${purpose}`).toBe(NOTICES[purpose][language])
      expect(new Set(Object.values(signup)).size).toBe(SIGNUP_PURPOSES.length)
    }
  })

  it('gives every sign-up section of the content its purpose, and lists every one of them here', () => {
    const found: Record<string, SignupPurpose> = { '/ (hero)': 'demo' }
    for (const path of contentPagePaths()) {
      for (const language of LANGUAGES) {
        for (const section of contentPage(path, language)?.sections ?? []) {
          if (section.type !== 'emailSignup') continue
          expect(found[path] ?? section.purpose, `${path} ${language}`).toBe(section.purpose)
          found[path] = section.purpose
        }
      }
    }
    expect(found).toEqual(FORMS)
    // The content's list of purposes is the leads feature's list.
    for (const purpose of SIGNUP_PURPOSES) expect(SectionSchema.safeParse({ type: 'emailSignup', purpose, title: 'x' }).success, purpose).toBe(true)
    expect(SectionSchema.safeParse({ type: 'emailSignup', purpose: 'newsletter', title: 'x' }).success).toBe(false)
    expect(SectionSchema.safeParse({ type: 'emailSignup', title: 'x' }).success).toBe(false)
  })

  it('shows under each form exactly its own notice and posts its purpose', () => {
    for (const language of LANGUAGES) {
      for (const purpose of SIGNUP_PURPOSES) {
        const page = html(language, <EmailSignupForm purpose={purpose} />)
        expect(page, `${language} ${purpose}`).toContain(escaped(NOTICES[purpose][language]))
        expect(page).toContain(`name="purpose" value="${purpose}"`)
        for (const other of SIGNUP_PURPOSES.filter((p) => p !== purpose)) expect(page).not.toContain(escaped(NOTICES[other][language]))
      }
    }
  })

  it('gives a job application the recruiting note and an optional, unticked box to be kept for future positions', () => {
    const notes = {
      tr: 'Başvurunuzu yalnızca işe alım süreci için kullanır, süreç bitiminden altı ay sonra sileriz.',
      en: 'We use your application only for the recruiting process and delete it six months after the process ends.',
      de: 'Wir verwenden Ihre Angaben nur für das Bewerbungsverfahren und löschen sie sechs Monate nach dessen Abschluss.',
    }
    for (const language of LANGUAGES) {
      const application = html(language, <ContactForm intent="application" />)
      expect(application).toContain(escaped(notes[language]))
      expect(application).not.toContain(escaped(DICTIONARIES[language].leads.privacy.contact))
      expect(application).toContain(escaped(DICTIONARIES[language].leads.application.talentPool))
      const box = /<input[^>]*name="talentPool"[^>]*>/.exec(application)?.[0] ?? ''
      expect(box).toContain('type="checkbox"')
      expect(box).not.toContain('checked')
      expect(box).not.toContain('required')
      const contact = html(language, <ContactForm intent="partner" />)
      expect(contact).toContain(escaped(DICTIONARIES[language].leads.privacy.contact))
      expect(contact).not.toContain('name="talentPool"')
    }
  })
})
