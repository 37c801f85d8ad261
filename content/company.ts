import company from './data/company.yaml'
import { HEADQUARTERS_LINE, SITE } from './site'

/**
 * The company's legal facts (content/data/company.yaml), with the registered office, phone and
 * e-mail of content/data/site.yaml: each fact is written once. The legal texts and content pages name
 * them as placeholders, `{{company.phone}}`, `{{company.branch.vatId}}`, filled in when the content
 * is read (app/features/content/content-files.server.ts). Apart from the frame's content/site.ts, so
 * that these facts never travel with every page's JavaScript.
 */
export const COMPANY = {
  ...company,
  /** The registered office in one line, without the country (the texts name it in their language). */
  address: HEADQUARTERS_LINE,
  phone: SITE.contact.phone,
  email: SITE.contact.email,
} as const
