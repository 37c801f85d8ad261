/**
 * The schemas of the site's facts (content/data/*.yaml), one per file. The build, the dev server and
 * Vitest check each file with its schema when it is imported (content/data-check.server.ts), so the
 * browser gets plain JSON and neither zod nor a YAML parser; `npm run content:check` also checks
 * what one file says about another. Relative imports only: vite.config.ts loads this module.
 */
import * as z from 'zod'

const text = z.string().trim().min(1)

/** A text in each of the site's languages (tr, en, de). */
const Localized = z.strictObject({ tr: text, en: text, de: text })

const phone = z.string().regex(/^\+\d[\d ]{6,}\d$/, 'a phone number as dialled: + and digits, spaces allowed (+90 222 555 01 26)')
const email = z.email()
const httpsUrl = z.url({ protocol: /^https$/, error: 'an https:// address' })
/** A path of this site without its language (`/about/v1`): pages add the language when they link. */
const sitePath = z.string().regex(/^\/(?!(tr|en|de)(\/|$))[a-z0-9/-]*$/, 'a site path without language, e.g. /about/v1')
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code of `countries` in site.yaml (TR)')
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time, 09:00')
const key = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a key in camelCase (aboutUs)')

/** The networks the site has an icon for (app/components/layout/brand-icons.tsx). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'dribbble'] as const

/** The icons the menu can show (app/components/layout/menu-icon.tsx draws each). */
export const MENU_ICONS = ['layout-grid', 'building-2', 'mail', 'cloud', 'shopping-bag', 'newspaper', 'sparkles', 'key-round', 'user-round', 'images', 'files'] as const
export type MenuIconName = (typeof MENU_ICONS)[number]

function unique<T>(values: readonly T[], name: (value: T) => string, field: string, context: z.core.$RefinementCtx, at: (index: number) => PropertyKey[]) {
  const seen = new Set<string>()
  values.forEach((value, index) => {
    const id = name(value)
    if (seen.has(id)) context.addIssue({ code: 'custom', path: [...at(index), field], message: `"${id}" is used twice` })
    seen.add(id)
  })
}

export const SiteSchema = z.strictObject({
  foundedYear: z.int().min(1900).max(2100),
  headquarters: z.strictObject({
    streetAddress: text,
    postalCode: z.string().regex(/^\d{5}$/, 'five digits, in quotes (\'26130\')'),
    district: text,
    province: text,
    country: countryCode,
  }),
  contact: z.strictObject({ phone, email }),
  openingHours: z.strictObject({
    weekDays: z.strictObject({ opens: time, closes: time }),
    weekEnds: text.nullable(),
  }),
  countries: z.record(countryCode, Localized).refine((countries) => 'TR' in countries && 'DE' in countries, 'TR and DE are named by the code (the headquarters and the German branch)'),
  social: z.strictObject(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsUrl])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof httpsUrl>),
  appStores: z.strictObject({ apple: httpsUrl.nullable(), google: httpsUrl.nullable() }),
  docsUrl: httpsUrl,
})

const host = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a host name without www, protocol or path (example.com)')
const DomainTexts = { companyName: Localized, description: Localized, keywords: Localized }

export const DomainsSchema = z
  .strictObject({
    defaults: z.strictObject(DomainTexts),
    hosts: z.array(z.strictObject({ host, ...z.strictObject(DomainTexts).partial().shape })).min(1),
  })
  .superRefine((data, context) => unique(data.hosts, (entry) => entry.host, 'host', context, (index) => ['hosts', index]))

export const CompanySchema = z.strictObject({
  legalName: text,
  shortLegalName: text,
  representative: text,
  privacyEmail: email,
  kep: email,
  tradeRegisterNumber: text,
  mersisNumber: z.string().regex(/^\d{16}$/, '16 digits'),
  taxOffice: text,
  taxId: z.string().regex(/^\d{3} ?\d{3} ?\d{4}$/, 'ten digits (947 052 1836)'),
  branch: z.strictObject({
    address: text,
    phone,
    manager: text,
    register: text,
    vatId: z.string().regex(/^DE\d{9}$/, 'DE and nine digits'),
  }),
})

const Office = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and -'),
    image: z.string().regex(/^\/images\/.+\.(svg|png|jpe?g|webp|avif)$/, 'a picture under public/images, e.g. /images/offices/eskisehir.svg'),
    country: countryCode,
    city: Localized,
    headquarters: z.literal(true).optional(),
    branch: z.literal(true).optional(),
    address: text.optional(),
    phone: phone.optional(),
    sample: z.boolean().optional(),
  })
  .superRefine((office, context) => {
    const borrowed = office.headquarters ? 'the headquarters\' (site.yaml)' : office.branch ? 'the German branch\'s (company.yaml)' : null
    if (office.headquarters && office.branch) context.addIssue({ code: 'custom', path: ['branch'], message: 'an office is the headquarters or the branch, not both' })
    for (const field of ['address', 'phone'] as const) {
      if (borrowed && office[field] !== undefined) context.addIssue({ code: 'custom', path: [field], message: `leave it out: this office's ${field} is ${borrowed}` })
      if (!borrowed && office[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'required (unless the office is the headquarters or the branch)' })
    }
  })

export const OfficesSchema = z
  .strictObject({
    offices: z.array(Office).min(1),
    headquartersMap: z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180), zoomSpan: z.number().positive().max(1) }),
  })
  .superRefine((data, context) => {
    unique(data.offices, (office) => office.id, 'id', context, (index) => ['offices', index])
    const headquarters = data.offices.filter((office) => office.headquarters).length
    if (headquarters !== 1) context.addIssue({ code: 'custom', path: ['offices'], message: `exactly one office is the headquarters (headquarters: true), not ${headquarters}` })
  })

const slug = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and -')

export const ClientLogosSchema = z
  .strictObject({
    size: z.strictObject({ width: z.int().positive(), height: z.int().positive() }),
    logos: z.array(z.strictObject({ slug, name: text })).min(1),
  })
  .superRefine((data, context) => unique(data.logos, (logo) => logo.slug, 'slug', context, (index) => ['logos', index]))

const MenuLink = z.strictObject({
  key,
  url: sitePath,
  badge: z.literal('openPositions').optional(),
  target: z.literal('_blank').optional(),
})

export const MenuSchema = z
  .strictObject({
    groups: z.array(z.strictObject({ key, icon: z.enum(MENU_ICONS), links: z.array(MenuLink).min(1) })).min(1),
    header: z
      .array(
        z.union([
          z.strictObject({ group: key }),
          z.strictObject({ key, icon: z.enum(MENU_ICONS), groups: z.array(key).min(1) }),
        ]),
      )
      .min(1),
  })
  .superRefine((data, context) => {
    unique(data.groups, (group) => group.key, 'key', context, (index) => ['groups', index])
    data.groups.forEach((group, index) => unique(group.links, (link) => link.key, 'key', context, (link) => ['groups', index, 'links', link]))
    const known = new Set(data.groups.map((group) => group.key))
    const shown: string[] = []
    data.header.forEach((entry, index) => {
      const names = 'group' in entry ? [['group', entry.group] as const] : entry.groups.map((name, at) => [at, name] as const)
      for (const [field, name] of names) {
        const path = 'group' in entry ? ['header', index, field] : ['header', index, 'groups', field]
        if (!known.has(name)) context.addIssue({ code: 'custom', path, message: `"${name}" is not a key of groups` })
        else if (shown.includes(name)) context.addIssue({ code: 'custom', path, message: `"${name}" is in the header twice` })
        shown.push(name)
      }
    })
    for (const group of known) if (!shown.includes(group)) context.addIssue({ code: 'custom', path: ['header'], message: `the group "${group}" is not in the header` })
    if (!known.has('account')) context.addIssue({ code: 'custom', path: ['groups'], message: 'the group "account" is missing: the account menu shows its links' })
  })

export const FooterSchema = z
  .strictObject({
    links: z
      .array(
        z.union([
          z.strictObject({ key, url: z.union([sitePath, httpsUrl], { error: 'a site path (/faq) or an https:// address' }) }),
          z.strictObject({ key, siteUrl: z.literal('docsUrl') }),
        ]),
      )
      .min(1),
    legal: z.array(z.strictObject({ key, url: sitePath })).min(1),
    social: z.array(z.enum(SOCIAL_NETWORKS)).min(1),
  })
  .superRefine((data, context) => {
    unique(data.links, (link) => link.key, 'key', context, (index) => ['links', index])
    unique(data.legal, (link) => link.key, 'key', context, (index) => ['legal', index])
  })

export type SiteData = z.output<typeof SiteSchema>
export type DomainsData = z.output<typeof DomainsSchema>
export type CompanyData = z.output<typeof CompanySchema>
export type OfficesData = z.output<typeof OfficesSchema>
export type ClientLogosData = z.output<typeof ClientLogosSchema>
export type MenuData = z.output<typeof MenuSchema>
export type FooterData = z.output<typeof FooterSchema>

/** A regular expression of promises.yaml: it must compile (case-insensitive, Unicode). */
const pattern = text.refine((source) => {
  try {
    new RegExp(source, 'iu')
    return true
  } catch {
    return false
  }
}, 'not a valid regular expression')
const PerLanguage = <T extends z.ZodType>(schema: T) => z.strictObject({ tr: schema, en: schema, de: schema })

/** content/data/promises.yaml: each promise stated on more than one page, and how to tell a sentence that states it. */
export const PromisesSchema = z.record(
  z.string().regex(/^[a-z][A-Za-z]*$/, 'a camelCase name'),
  z.strictObject({
    says: Localized,
    statedBy: PerLanguage(z.array(pattern).min(1)),
    mustSay: PerLanguage(pattern),
    allowed: PerLanguage(z.array(text)).optional(),
  }),
)
export type PromisesData = z.output<typeof PromisesSchema>

/** Each data file of content/data and its schema. */
export const DATA_SCHEMAS = {
  'site.yaml': SiteSchema,
  'domains.yaml': DomainsSchema,
  'company.yaml': CompanySchema,
  'offices.yaml': OfficesSchema,
  'client-logos.yaml': ClientLogosSchema,
  'menu.yaml': MenuSchema,
  'footer.yaml': FooterSchema,
  'promises.yaml': PromisesSchema,
} as const satisfies Record<string, z.ZodType>

export type DataFileName = keyof typeof DATA_SCHEMAS
