/**
 * The shape of a content page (content/pages/<path>/<lang>.yaml) and of the long texts
 * (content/collections/<collection>/<slug>.<lang>.md, front matter + Markdown), checked with zod
 * when the server starts and by a unit test (docs/decisions/014). Components import only the
 * types; the schema itself runs on the server.
 */
import * as z from 'zod'
import { MAX_TITLE_LENGTH } from '~/features/seo/seo'

/** Icons a content file may name (app/components/sections/content-icon.tsx draws them). */
const CONTENT_ICONS = [
  'globe', 'smartphone', 'monitor', 'brain', 'plug', 'database', 'server', 'cpu',
  'shield', 'lock', 'users', 'heart', 'target', 'rocket', 'lightbulb', 'handshake',
  'clock', 'chart', 'check', 'code', 'layers', 'leaf', 'award', 'headset',
  'book', 'credit-card', 'settings', 'map-pin', 'mail', 'graduation-cap', 'coffee', 'factory',
  'palette', 'blocks', 'messages', 'search', 'pen-tool', 'shield-check',
] as const
export type ContentIcon = (typeof CONTENT_ICONS)[number]

/**
 * An own illustration, drawn inline from these few values (app/components/sections/artwork.tsx):
 * a motif and a hue in degrees. No picture is fetched from anywhere.
 */
const ARTWORK_MOTIFS = ['orbits', 'grid', 'waves', 'blocks', 'chart', 'network', 'device', 'factory', 'phone', 'shield'] as const
const artwork = z.strictObject({ motif: z.enum(ARTWORK_MOTIFS), hue: z.number().int().min(0).max(359) })
export type Artwork = z.infer<typeof artwork>

const text = z.string().trim().min(1)
/** A site path without language (`/contact`), or an in-page anchor. */
const sitePath = z.string().regex(/^\/[a-z0-9/#?=-]*$|^#[a-z0-9-]+$/, 'a site path such as /contact')
const link = z.strictObject({ label: text, to: sitePath })
const action = link.extend({ style: z.enum(['primary', 'secondary']).default('primary') })
/**
 * A picture of public/images (a file per language where it shows text, e.g. the dashboard
 * screenshot in the page's language), with its size so the page reserves its space.
 */
const picture = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/, 'a picture under /images, e.g. /images/home/dashboard-tr.svg'),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
/** A small icon beside a short title and text (trust badges, steps). */
const iconItem = z.strictObject({ icon: z.enum(CONTENT_ICONS), title: text, text })

/** `anchor`: the section's id, for links to it (`to: "#open-positions"`); otherwise `section-<n>`. */
const heading = { anchor: z.string().regex(/^[a-z][a-z0-9-]*$/).optional(), eyebrow: text.optional(), title: text, text: text.optional() }

export const COLLECTIONS = ['services', 'projects', 'jobs', 'help', 'articles', 'legal', 'features', 'integrations'] as const

/** The company's software products: the SaaS pages, their features and integrations name them. */
const PRODUCTS = ['erp', 'mrp', 'iot', 'hub', 'docai'] as const

/** A page's colour scheme (app.css `[data-tone]`): the demo and landing pages each have their own look. */
const TONES = ['green', 'ocean', 'violet', 'sunset', 'slate'] as const
export type CollectionName = (typeof COLLECTIONS)[number]

const sections = [
  /** The page's first band: breadcrumb, its one <h1>, lead text, buttons and an illustration. */
  z.strictObject({
    type: z.literal('hero'),
    variant: z.enum(['band', 'split', 'centered']).default('band'),
    ...heading,
    actions: z.array(action).max(2).optional(),
    art: artwork.optional(),
  }),
  /**
   * The home page's first band: the <h1>, a typed, rotating list of words (SPEC §9 timings) after a
   * prefix, an e-mail sign-up, trust badges, a picture and the mascot. `typed.sentence` is what a
   * screen reader gets instead of the changing letters.
   */
  z.strictObject({
    type: z.literal('signupHero'),
    eyebrow: text.optional(),
    title: text,
    typed: z.strictObject({ prefix: text, words: z.array(text).min(2).max(12), sentence: text }),
    text: text.optional(),
    signup: z.strictObject({ hint: text, purpose: z.enum(['demo', 'portal', 'digest', 'news']) }),
    followers: z.boolean().default(true),
    badges: z.array(iconItem).max(3).default([]),
    picture,
    mascot: picture.optional(),
  }),
  /** The contact page's first band: the <h1>, the company's e-mail address and the follower links. */
  z.strictObject({
    type: z.literal('contactHero'),
    eyebrow: text.optional(),
    title: text,
    text: text.optional(),
    emailLabel: text,
    followers: z.boolean().default(true),
  }),
  /**
   * The client logos (content/client-logos) as a carousel with autoplay: `wide` is the home
   * page's (loops; 2–6 per view, 50 px apart), `narrow` the contact page's (2–4, 30 px, no loop).
   */
  z.strictObject({ type: z.literal('clientLogos'), title: text, variant: z.enum(['wide', 'narrow']).default('wide') }),
  z.strictObject({
    type: z.literal('features'),
    ...heading,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z.array(z.strictObject({ icon: z.enum(CONTENT_ICONS), title: text, text, link: link.optional() })).min(2),
  }),
  /** Text beside an illustration, with an optional list of points and a button. */
  z.strictObject({
    type: z.literal('split'),
    ...heading,
    points: z.array(text).optional(),
    action: action.optional(),
    /** An own illustration, or a picture (one of them). */
    art: artwork.optional(),
    picture: picture.optional(),
    reverse: z.boolean().default(false),
  }).refine((section) => (section.art === undefined) !== (section.picture === undefined), { message: 'give either art or picture', path: ['art'] }),
  /**
   * Key figures. `since: 2013` counts the years from then to today (it stays right every year);
   * `countUp` counts each figure up from 0 when it scrolls into view (SPEC §9: 2 s). `badge`: one
   * highlighted percentage under them.
   */
  z.strictObject({
    type: z.literal('stats'),
    ...heading,
    countUp: z.boolean().default(false),
    items: z
      .array(
        z
          .strictObject({ value: z.number().nonnegative().optional(), since: z.number().int().min(1900).max(2100).optional(), suffix: z.string().max(4).optional(), label: text })
          .refine((item) => (item.value === undefined) !== (item.since === undefined), { message: 'give either value or since (a year)', path: ['value'] }),
      )
      .min(2)
      .max(4),
    badge: z.strictObject({ percent: z.number().min(0).max(100), title: text, text }).optional(),
  }),
  z.strictObject({
    type: z.literal('timeline'),
    ...heading,
    items: z.array(z.strictObject({ label: text, title: text, text })).min(2),
  }),
  /** The client logos of the home page's carousel, as a wall. */
  z.strictObject({ type: z.literal('logos'), ...heading }),
  z.strictObject({
    type: z.literal('testimonials'),
    ...heading,
    items: z.array(z.strictObject({ quote: text, name: text, role: text })).min(1).max(6),
  }),
  z.strictObject({
    type: z.literal('team'),
    ...heading,
    people: z.array(z.strictObject({ name: text, role: text, bio: text.optional(), hue: z.number().int().min(0).max(359) })).min(2),
  }),
  /** Items of a collection (services, projects, …) as cards, a list, tiles or a masonry. */
  z.strictObject({
    type: z.literal('collection'),
    ...heading,
    collection: z.enum(COLLECTIONS),
    layout: z.enum(['cards', 'list', 'masonry', 'showcase', 'jobs', 'stories', 'help', 'tiles']).default('cards'),
    /** Only items of this help category, service (projects) or product (features, integrations). */
    filter: z.string().optional(),
    limit: z.number().int().positive().optional(),
    /** Cards link to this detail page (its path), e.g. /portfolio/case-study/v2. */
    detailPath: sitePath,
  }),
  z.strictObject({
    type: z.literal('pricing'),
    ...heading,
    plans: z
      .array(
        z.strictObject({
          name: text,
          description: text,
          /** Per month in euros; yearly is the monthly price when billed yearly. null: on request. */
          monthly: z.number().nonnegative().nullable(),
          yearly: z.number().nonnegative().nullable(),
          features: z.array(text).min(1),
          highlighted: z.boolean().default(false),
          action: link,
        }),
      )
      .min(2)
      .max(4),
    /** A line under the plans that links to the terms they are sold on (the subscription terms). */
    terms: link.optional(),
    comparison: z
      .strictObject({
        title: text,
        rows: z.array(z.strictObject({ label: text, values: z.array(z.union([z.boolean(), text])) })).min(1),
      })
      .optional(),
  }),
  z.strictObject({
    type: z.literal('faq'),
    ...heading,
    /** `beside`: the heading beside the questions (the home page's what-we-do accordion). */
    layout: z.enum(['stacked', 'beside']).default('stacked'),
    /** The first answer open when the page loads. */
    openFirst: z.boolean().default(false),
    groups: z.array(z.strictObject({ title: text.optional(), items: z.array(z.strictObject({ question: text, answer: text })).min(1) })).min(1),
  }),
  /** Help categories with their articles and a search form (GET ?q=). */
  z.strictObject({
    type: z.literal('helpCenter'),
    ...heading,
    categories: z.array(z.strictObject({ id: z.string().regex(/^[a-z-]+$/), icon: z.enum(CONTENT_ICONS), title: text, text })).min(2),
    detailPath: sitePath,
  }),
  z.strictObject({ type: z.literal('cta'), ...heading, actions: z.array(action).min(1).max(2) }),
  /**
   * The spec's video section: an own poster (artwork) until the visitor plays it or allowed
   * external media; only then YouTube's privacy-enhanced player loads.
   */
  z.strictObject({
    type: z.literal('video'),
    ...heading,
    youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id'),
    /** What the video shows, for the player's title and the play button. */
    videoTitle: text,
    poster: artwork,
  }),
  /** App screens in phone frames (a scroll-snap strip) and the app store badges. */
  z.strictObject({
    type: z.literal('screens'),
    ...heading,
    items: z.array(z.strictObject({ title: text, text, art: artwork })).min(2).max(6),
    storeBadges: z.boolean().default(false),
  }),
  /** The contact form (a lead of the `form` kind). */
  z.strictObject({ type: z.literal('contactForm'), ...heading }),
  /**
   * The company's offices (content/offices) as cards over a background that moves slower than the
   * page (`parallax`: 1 scrolls with it, 0 stands still; SPEC §9 clamps it to −1…2), and the
   * headquarters' map, which loads only on a click.
   */
  z.strictObject({
    type: z.literal('offices'),
    ...heading,
    parallax: z.number().min(-1).max(2).default(0.6),
    map: z.strictObject({ title: text, text }),
  }),
  /** Numbered steps with an icon each (how we work). */
  z.strictObject({ type: z.literal('howWeWork'), ...heading, steps: z.array(iconItem).min(2).max(6) }),
  /** The latest news of the page language's feeds as a slider (loops; 1, 2 from 768 px, 3 from 992 px), with a link to all. */
  z.strictObject({ type: z.literal('news'), ...heading, all: link }),
  /**
   * An e-mail sign-up: `purpose` is what its text promises, and picks the one consent text that says
   * so (SIGNUP_PURPOSES of app/features/leads/lead-limits.ts; a test keeps the two lists equal).
   */
  z.strictObject({ type: z.literal('emailSignup'), purpose: z.enum(['demo', 'portal', 'digest', 'news']), ...heading }),
  /** A lead form of the partner or job application kind. */
  z.strictObject({ type: z.literal('leadForm'), kind: z.enum(['partner', 'application']), ...heading }),
  /** The page's collection item (on a detail page), or a named document (legal texts). */
  z.strictObject({ type: z.literal('item'), layout: z.enum(['service', 'story', 'caseStudy', 'caseStudyWide', 'job', 'help', 'article', 'articleWide', 'document', 'feature', 'integration']) }),
  z.strictObject({ type: z.literal('document'), collection: z.literal('legal'), slug: z.string() }),
] as const

export const SectionSchema = z.discriminatedUnion('type', sections)
export type Section = z.infer<typeof SectionSchema>
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>

export const PageSchema = z.strictObject({
  /** <title> (the company name is added) and, unless a hero says otherwise, the <h1>. */
  title: text,
  /** Meta description, 50–170 characters. */
  description: z.string().trim().min(50).max(170),
  /**
   * The <title>: the title and the company's name ("Pricing | Software Factory", when that fits a
   * search result), the title `alone` (the contact page, SPEC), or the `company`'s name alone (the
   * home page, SPEC; `title` is then only the breadcrumb's label).
   */
  tabTitle: z.enum(['withCompany', 'alone', 'company']).default('withCompany'),
  /** Breadcrumb label; the title when missing. */
  crumb: text.optional(),
  /** Search engines skip it (the 404 design, coming soon). */
  noIndex: z.boolean().default(false),
  /** HTTP status of the page (404 for /error-404). */
  status: z.union([z.literal(200), z.literal(404)]).default(200),
  /** A detail page: one item of a collection per URL (<path>/<slug>; the bare path shows the first). */
  detail: z
    .strictObject({
      collection: z.enum(COLLECTIONS),
      param: z.string().regex(/^[a-z]+$/),
      /**
       * Another detail page of the same collection that is the item's one address for search
       * engines (the case studies are shown at three paths): this page's canonical URL points
       * there, and the sitemap leaves this page out.
       */
      canonical: sitePath.optional(),
    })
    .optional(),
  /** The page's colour scheme; the site's green when missing. */
  tone: z.enum(TONES).optional(),
  /** A product page: search engines get it as a SoftwareApplication with its starting price. */
  software: z.strictObject({ name: text, category: z.enum(['BusinessApplication', 'DeveloperApplication', 'MobileApplication']), priceFrom: z.number().nonnegative() }).optional(),
  sections: z.array(SectionSchema).min(1),
})
export type Page = z.infer<typeof PageSchema>

const result = z.strictObject({ value: z.number().nonnegative(), suffix: z.string().max(4).optional(), label: text })
const date = z.iso.date()

/** Front matter of each collection's Markdown files. */
export const FRONT_MATTER = {
  services: z.strictObject({ title: text, summary: text, order: z.number().int(), icon: z.enum(CONTENT_ICONS), highlights: z.array(text).min(3).max(6), art: artwork }),
  projects: z.strictObject({
    title: text,
    client: text,
    industry: text,
    year: z.number().int().min(2013).max(2030),
    order: z.number().int(),
    service: z.string(),
    summary: text,
    challenge: text,
    solution: text,
    results: z.array(result).min(2).max(4),
    quote: z.strictObject({ text, name: text, role: text }),
    art: artwork,
  }),
  jobs: z.strictObject({
    title: text,
    order: z.number().int(),
    department: text,
    location: text,
    /** The office's locality for JSON-LD (Istanbul, Berlin, Eskişehir). */
    city: text,
    country: z.enum(['TR', 'DE']),
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'INTERN']),
    remote: z.boolean(),
    datePosted: date,
    validThrough: date,
    summary: text,
  }),
  help: z.strictObject({ title: text, order: z.number().int(), category: z.string(), summary: text, updated: date }),
  articles: z.strictObject({ title: text, /** The <title> when the title is too long for a search result. */ seoTitle: text.max(MAX_TITLE_LENGTH).optional(), order: z.number().int(), summary: text, date, author: text, authorRole: text, tags: z.array(text).min(1).max(4), art: artwork }),
  legal: z.strictObject({ title: text, order: z.number().int(), summary: text, updated: date }),
  features: z.strictObject({ title: text, order: z.number().int(), product: z.enum(PRODUCTS), summary: text, icon: z.enum(CONTENT_ICONS), highlights: z.array(text).min(3).max(5), art: artwork }),
  integrations: z.strictObject({
    title: text,
    order: z.number().int(),
    /** A short category label ("Accounting", "E-commerce"). */
    category: text,
    summary: text,
    icon: z.enum(CONTENT_ICONS),
    hue: z.number().int().min(0).max(359),
    products: z.array(z.enum(PRODUCTS)).min(1),
    /** How it connects: "REST API", "OPC UA", "SFTP". */
    protocol: text,
  }),
} satisfies Record<CollectionName, z.ZodType>

type FrontMatter<C extends CollectionName> = z.infer<(typeof FRONT_MATTER)[C]>
export type CollectionItem<C extends CollectionName = CollectionName> = { collection: C; slug: string; data: FrontMatter<C>; html: string; readingMinutes: number }
export type AnyCollectionItem = { [C in CollectionName]: CollectionItem<C> }[CollectionName]
export type ItemOf<C extends CollectionName> = Extract<AnyCollectionItem, { collection: C }>
