import { HEADQUARTERS_LINE, SITE } from './site'

/**
 * ⚠ SAMPLE DATA of a fictional company: every value here (and the contact details, social links and
 * headquarters in content/site.ts, and the offices marked `sample` in content/offices.ts) must be
 * replaced with the real company's before the site goes live: README, "What a company must fill in".
 * Each fact is written once: the legal texts and content pages name it as a placeholder,
 * `{{company.phone}}`, `{{company.branch.vatId}}`, filled in when the content is read
 * (app/features/content/content-files.server.ts). Apart from the frame's content/site.ts, so that
 * these facts never travel with every page's JavaScript.
 */
export const COMPANY = {
  legalName: 'Yazılım Fabrikası Bilişim Anonim Şirketi',
  shortLegalName: 'Yazılım Fabrikası Bilişim A.Ş.',
  /** Authorised to represent the company (Impressum § 5 DDG). */
  representative: 'Emre Yıldırım',
  /** The registered office in one line, without the country (the texts name it in their language). */
  address: HEADQUARTERS_LINE,
  phone: SITE.contact.phone,
  email: SITE.contact.email,
  /** Requests about personal data (KVKK, GDPR). */
  privacyEmail: 'kvkk@yazilimfabrikasi.com',
  /** Registered e-mail (Kayıtlı Elektronik Posta). */
  kep: 'yazilimfabrikasi@hs01.kep.tr',
  tradeRegisterNumber: '41927',
  mersisNumber: '0947052183600015',
  taxOffice: 'Osmangazi',
  taxId: '947 052 1836',
  /** The German branch: the business in Germany and the EU establishment under the GDPR (Art. 3(1); so no Art. 27 representative). */
  branch: {
    address: 'Friedrichstraße 68, 10117 Berlin',
    phone: '+49 30 5550 1268',
    manager: 'Lukas Brandt',
    register: 'HRB 241873 B',
    vatId: 'DE347219806',
  },
} as const
