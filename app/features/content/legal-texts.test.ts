import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPANY } from '@content/company'
import de from '@content/locales/de.json'
import en from '@content/locales/en.json'
import tr from '@content/locales/tr.json'
import { LANGUAGES, type Language } from '~/features/i18n/languages'
import { readItems, type ActiveAnalytics, type ContentProblem } from './content-files.server'

/** The legal texts as the server reads them, with a given statistics service configured. */
function legalTexts(analytics: ActiveAnalytics) {
  const dir = 'content/collections/legal'
  const files = Object.fromEntries(readdirSync(dir).map((name) => [`/content/collections/legal/${name}`, readFileSync(path.join(dir, name), 'utf8')]))
  const problems: ContentProblem[] = []
  const items = readItems(files, problems, analytics)
  expect(problems).toEqual([])
  const text = (slug: string, language: Language) => items.legal.get(slug)![language].html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
  return { text }
}

describe('the legal texts (review 2.6)', () => {
  it('name the statistics service actually configured, and none when none is', () => {
    const names = { clarity: 'Microsoft Clarity', hotjar: 'Hotjar Ltd.' }
    for (const active of ['clarity', 'hotjar', 'none'] as const) {
      const { text } = legalTexts(active)
      for (const language of LANGUAGES) {
        for (const slug of ['privacy', 'cookies', 'kvkk']) {
          const html = text(slug, language)
          expect(html, `${slug} ${language}`).not.toMatch(/\{\{/)
          if (active === 'clarity') expect(html, `${slug} ${language}`).not.toContain('Hotjar Ltd.')
          if (active === 'hotjar') expect(html, `${slug} ${language}`).not.toContain('Microsoft Clarity')
          if (active !== 'none') expect(html, `${slug} ${language}`).toContain(names[active])
        }
      }
      const privacy = text('privacy', 'de')
      if (active === 'none') expect(privacy).toContain('Derzeit setzen wir keinen Dienst zur Sitzungsaufzeichnung ein')
      else expect(privacy).toContain(`setzen wir den Dienst zur Sitzungsaufzeichnung ${active === 'clarity' ? 'Microsoft Clarity der Microsoft Ireland Operations Limited' : 'Hotjar der Hotjar Ltd.'}`)
    }
    // The report of a broken block.
    const problems: ContentProblem[] = []
    readItems({ '/x/content/collections/legal/imprint.en.md': `---\ntitle: T\norder: 1\nsummary: S\nupdated: 2026-11-26\n---\n## A\n\n{{#analytics matomo}}x{{/analytics}} {{#analytics none}}open ${'x '.repeat(120)}` }, problems)
    expect(problems.map((problem) => problem.message)).toEqual(expect.arrayContaining(['{{#analytics matomo}} names no service: clarity, hotjar or none', 'an {{#analytics …}} block is not closed by {{/analytics}}']))
  })

  it('give every item of Art. 13 DSGVO in the Datenschutzerklärung, and the same in English and Turkish', () => {
    const { text } = legalTexts('clarity')
    const de = text('privacy', 'de')
    expect(de).toContain(`ist die ${COMPANY.shortLegalName}`)
    expect(de).toContain('Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.')
    expect(de).toContain('Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu nicht verpflichtet sind')
    expect(de).toContain('§ 38 Abs. 1 BDSG')
    expect(de).toContain('Pflicht zur Bereitstellung Ihrer Daten')
    expect(de).toContain('Sie sind weder gesetzlich noch vertraglich verpflichtet')
    expect(de).toContain('Widerspruchsrecht nach Art. 21 DSGVO')
    expect(de).toContain('Art. 21 Abs. 2 DSGVO')
    expect(de).toContain('eine Kopie erhalten Sie auf Anfrage')
    expect(de).toContain('Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert')
    expect(de).toContain('Dabei erhält YouTube (Google) u. a. Ihre IP-Adresse; Daten können in die USA gelangen.')
    expect(de).toContain('Alle fünf Felder sind Pflichtfelder')
    expect(de).toContain('Statistik und Sitzungsaufzeichnung')
    expect(de).not.toContain('sofern Sie sie angeben')
    const en = text('privacy', 'en')
    for (const phrase of [`is ${COMPANY.shortLegalName}`, 'There is no automated decision-making', 'We have not appointed a data protection officer', 'Your right to object under GDPR Article 21', 'All five fields are required', 'you can get a copy']) expect(en).toContain(phrase)
    const trText = text('privacy', 'tr')
    for (const phrase of [`bulunan ${COMPANY.shortLegalName}`, 'otomatik karar verme yapılmaz', 'Bir veri koruma görevlisi atamadık', 'GDPR m. 21 uyarınca itiraz hakkınız', 'Bu beş alanın tamamı zorunludur', 'arızi']) expect(trText).toContain(phrase)
  })

  it('take one position on Art. 27: the Berlin branch is an EU establishment (Art. 3(1)), there is no representative', () => {
    const { text } = legalTexts('none')
    for (const language of LANGUAGES) {
      for (const slug of ['imprint', 'privacy']) {
        const html = text(slug, language)
        expect(html, `${slug} ${language}`).toMatch(/Art\. 3 Abs\. 1 DSGVO|GDPR Article 3\(1\)|GDPR m\. 3\/1/)
        expect(html, `${slug} ${language}`).not.toMatch(/representative in the Union|Vertreter in der Union|Birlik'teki temsilcimiz/)
      }
    }
  })

  it('apply KVKK m. 9 as changed by Law 7499: standard contracts for regular transfers, explicit consent only for incidental ones', () => {
    const { text } = legalTexts('hotjar')
    for (const [language, incidental] of [['tr', 'arızi'], ['en', 'incidental'], ['de', 'gelegentliche']] as const) {
      for (const slug of ['kvkk', 'privacy']) {
        const html = text(slug, language)
        expect(html, `${slug} ${language}`).toContain(incidental)
        expect(html, `${slug} ${language}`).not.toMatch(/yalnızca KVKK'nın 9\. maddesi uyarınca verdiğiniz açık rıza|only on the basis of your explicit consent under Article 9|ausschließlich auf Ihre ausdrückliche Einwilligung nach Art\. 9/)
      }
    }
  })

  it('call the visitor id pseudonymous, never anonymous (legal texts and interface texts)', () => {
    const { text } = legalTexts('clarity')
    const anonymous = /anonim bir kimlik|anonim kimli|anonyme[n]? Kennung|anonymous id/i
    for (const language of LANGUAGES) for (const slug of ['privacy', 'cookies', 'kvkk']) expect(text(slug, language), `${slug} ${language}`).not.toMatch(anonymous)
    for (const dictionary of [tr, en, de]) expect(JSON.stringify(dictionary)).not.toMatch(anonymous)
    expect(text('privacy', 'tr')).toContain('takma ad niteliğinde')
    expect(text('privacy', 'de')).toContain('pseudonyme Kennung')
    expect(tr.consent.statisticsText).toContain('takma ad niteliğinde')
    expect(de.consent.statisticsText).toContain('pseudonymen Kennung')
    expect(de.consent.statistics).toBe('Statistik und Sitzungsaufzeichnung')
  })

  it('say in the terms what a customer account holds, and that a signed-in cart and wishlist are kept with it', () => {
    const { text } = legalTexts('none')
    expect(text('terms', 'tr')).toContain('Oturum açtığınızda hesabınızla birlikte saklanır.')
    expect(text('terms', 'de')).toContain('Wenn Sie angemeldet sind, speichern wir sie mit Ihrem Konto.')
    expect(text('terms', 'en')).toContain('When you are signed in, we store them with your account.')
    for (const [language, heading] of [['tr', 'Müşteri hesabı'], ['en', 'Customer account'], ['de', 'Kundenkonto']] as const) expect(text('terms', language)).toContain(heading)
    expect(de.footer.links.termsConditions).toBe('Nutzungsbedingungen')
    expect(de.menu.specialty.terms).toBe('Nutzungsbedingungen')
  })

  it('name only the US recipients actually in use, the legal name of the operator, one authoritative KVKK notice and one legal basis for the double opt-in log (review 3: items 10, 12 and the lawyer list)', () => {
    for (const [active, tr, en, de] of [
      ['clarity', "Microsoft ve Google verileri ABD'de de işleyebilir.", 'Microsoft and Google may also process data in the USA.', 'Microsoft und Google können Daten auch in den USA verarbeiten.'],
      ['hotjar', "Hotjar ve Google verileri ABD'de de işleyebilir.", 'Hotjar and Google may also process data in the USA.', 'Hotjar und Google können Daten auch in den USA verarbeiten.'],
      ['none', "Google verileri ABD'de de işleyebilir.", 'Google may also process data in the USA.', 'Google kann Daten auch in den USA verarbeiten.'],
    ] as const) {
      const { text } = legalTexts(active)
      expect(text('kvkk', 'tr')).toContain(tr)
      expect(text('kvkk', 'en')).toContain(en)
      expect(text('kvkk', 'de')).toContain(de)
    }
    const { text } = legalTexts('none')
    for (const language of LANGUAGES) {
      expect(text('terms', language), language).toContain(COMPANY.shortLegalName)
      expect(text('privacy', language), language).not.toMatch(/Art\. 7 Abs\. 1|Article 7\(1\)|m\. 7\/1/)
    }
    expect(text('terms', 'de')).not.toContain('erkennen Sie diese Bedingungen an')
    expect(text('terms', 'en')).not.toContain('you accept these terms')
    expect(text('terms', 'tr')).not.toContain('kabul etmiş olursunuz')
    expect(text('privacy', 'de')).toContain('pseudonymisiert, aber nicht anonym')
    expect(text('privacy', 'tr')).not.toContain("aydınlatma metnimizdir")
    expect(text('privacy', 'tr')).toContain('KVKK aydınlatma metni')
  })

  it('give the plans of /pricing subscription terms for businesses only (AGB für Unternehmer), linked from the pricing page', () => {
    const { text } = legalTexts('none')
    const agb = text('subscription-terms', 'de')
    for (const phrase of [
      'ausschließlich mit Unternehmern im Sinne von § 14 BGB',
      'Mit Verbrauchern (§ 13 BGB) schließen wir keine Abonnements.',
      'mit dem Ziel einer Verfügbarkeit von 99,9 %',
      'keine vereinbarte Beschaffenheit',
      'innerhalb von 14 Tagen nach Zugang ohne Abzug fällig',
      'regelt der Supportvertrag',
      'Nettopreise in Euro zuzüglich der gesetzlichen Umsatzsteuer',
      'zum Ende eines Monats kündigen; ein Abonnement mit jährlicher Abrechnung zum Ende eines Vertragsjahres',
      'Art. 28 DSGVO',
      'nach dem Produkthaftungsgesetz',
      'auf den vertragstypischen, vorhersehbaren Schaden begrenzt',
      'gilt deutsches Recht',
      'gilt das Recht der Republik Türkei',
      COMPANY.shortLegalName,
      COMPANY.branch.address,
    ]) expect(agb).toContain(phrase)
    for (const [language, phrases] of [
      ['en', ['only to businesses', 'to the end of any month', 'to the end of any contract year', '99.9% availability target', 'within 14 days of receipt', 'GDPR Article 28', 'typical for the contract and foreseeable']],
      ['tr', ['Tüketicilerle', 'her ayın sonu itibarıyla', 'her sözleşme yılının sonu itibarıyla', '%99,9 hizmet sürekliliği hedefiyle', '14 gün içinde', 'GDPR m. 28', 'sözleşmeye özgü ve öngörülebilir zararla sınırlıdır']],
    ] as const) for (const phrase of phrases) expect(text('subscription-terms', language), language).toContain(phrase)
    for (const language of LANGUAGES) expect(text('subscription-terms', language), language).not.toMatch(/\{\{/)
    for (const [language, label] of [['tr', 'Abonelik koşulları'], ['en', 'Subscription terms'], ['de', 'Abonnementbedingungen']] as const) {
      expect({ tr, en, de }[language].footer.legal.subscriptionTerms).toBe(label)
    }
  })
})

describe('the privacy texts and lead webhooks (issue #56)', () => {
  /** The legal texts as the server reads them with or without a webhook endpoint configured. */
  function withWebhooks(webhooks: boolean) {
    const dir = 'content/collections/legal'
    const files = Object.fromEntries(readdirSync(dir).map((name) => [`/content/collections/legal/${name}`, readFileSync(path.join(dir, name), 'utf8')]))
    const problems: ContentProblem[] = []
    const items = readItems(files, problems, 'none', webhooks)
    expect(problems).toEqual([])
    return (slug: string, language: Language) => items.legal.get(slug)![language].html
  }

  it('name the CRM and workflow tools as recipients only when a webhook endpoint is configured', () => {
    const named = { en: 'CRM and workflow tools we connect to', de: 'CRM- und Workflow-Werkzeuge, die wir angebunden haben', tr: 'Bağladığımız CRM ve iş akışı araçları' }
    const on = withWebhooks(true)
    const off = withWebhooks(false)
    for (const language of LANGUAGES) {
      for (const slug of ['privacy', 'kvkk']) {
        expect(on(slug, language), `${slug} ${language}`).toContain(named[language])
        expect(off(slug, language), `${slug} ${language}`).not.toContain(named[language])
        expect(on(slug, language) + off(slug, language)).not.toMatch(/\{\{/)
      }
    }
    const problems: ContentProblem[] = []
    readItems({ '/x/content/collections/legal/imprint.en.md': `---\ntitle: T\norder: 1\nsummary: S\nupdated: 2026-11-26\n---\n## A\n\n{{#webhooks}}open ${'x '.repeat(120)}` }, problems, 'none', true)
    expect(problems.map((problem) => problem.message)).toContain('a {{#webhooks}} block is not closed by {{/webhooks}}')
  })
})
