import footer from './data/footer.yaml'
import menu from './data/menu.yaml'
import type { MenuIconName } from './data-schema'
import { SITE, type SocialNetwork } from './site'

/**
 * The template menu tree of SPEC §2 and the footer's links, read from content/data/menu.yaml and
 * footer.yaml. Labels are translation keys (`menu.<key>`); urls are paths without language,
 * localized when rendered.
 */
export type MenuItem = {
  key: string
  /** Translation key of the visible label. */
  label: string
  url?: string
  parentKey?: string
  /** One of the menu's drawings (MENU_ICONS of content/data-schema.ts). */
  icon?: string
  /** A small badge: the number of open positions, counted from content/collections/jobs. */
  badge?: 'openPositions'
  target?: '_blank'
  children?: MenuItem[]
}

type MenuGroupData = (typeof menu.groups)[number]

function group({ key, icon, links }: MenuGroupData): MenuItem {
  return {
    key,
    label: `menu.${key}.title`,
    icon,
    children: links.map(({ key: linkKey, ...link }) => ({ key: `${key}.${linkKey}`, label: `menu.${key}.${linkKey}`, ...link, parentKey: key })),
  }
}

/** A top-level entry whose children are groups: rendered as a multi-column mega panel. */
function mega(key: string, icon: MenuIconName, groups: MenuItem[]): MenuItem {
  return { key, label: `menu.${key}.title`, icon, children: groups.map((g) => ({ ...g, parentKey: key })) }
}

/** The flat list of the template's menu groups (SPEC §2), in the spec's order. */
export const MENU_GROUPS: readonly MenuItem[] = menu.groups.map(group)

const byKey = (key: string): MenuItem => MENU_GROUPS.find((g) => g.key === key)!

/**
 * The header's top level: the template's groups folded into four entries so the desktop bar fits
 * at 1024 px; the groups keep their own keys, labels and children.
 */
export const MAIN_MENU: readonly MenuItem[] = menu.header.map((entry) => ('group' in entry ? byKey(entry.group) : mega(entry.key, entry.icon, entry.groups.map(byKey))))

/** Every leaf of the menu tree (the links), e.g. for tests and the sitemap of later pages. */
export function menuLeaves(items: readonly MenuItem[] = MENU_GROUPS): MenuItem[] {
  return items.flatMap((item) => (item.children ? menuLeaves(item.children) : [item]))
}

/** Where the header's "Sign up" leads (desktop bar and mobile menu): the site's own account sign-up. */
export const SIGN_UP_PATH = '/auth/sign-up'

/** Footer link list of SPEC §2; `url` is a site path (localized) or an absolute address. */
export const FOOTER_LINKS: readonly { key: string; url: string }[] = footer.links.map((link) => ('siteUrl' in link ? { key: link.key, url: SITE[link.siteUrl] } : link))

/**
 * The legal row under the footer, on every page: one click to the privacy policy, the cookie
 * policy, the KVKK notice, the imprint (Impressum) and the subscription terms (the AGB of the plans
 * sold on /pricing); the cookie settings button sits beside it.
 */
export const LEGAL_LINKS: readonly { key: string; url: string }[] = footer.legal

/** The footer's social networks (SPEC §2), in their order; home and contact show their own list. */
export const FOOTER_SOCIAL: readonly SocialNetwork[] = footer.social

/** The account pages (the account menu in the header and the side navigation of the account pages). */
export const ACCOUNT_LINKS: readonly MenuItem[] = byKey('account').children ?? []
