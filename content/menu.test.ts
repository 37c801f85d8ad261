import { describe, expect, it } from 'vitest'
import { rawDictionaries } from '~/features/i18n/dictionaries.server'
import { contentPage } from '~/features/content/content.server'
import { FOOTER_LINKS, LEGAL_LINKS, MAIN_MENU, MENU_GROUPS, menuLeaves, type MenuItem } from './menu'

function walk(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...walk(item.children ?? [])])
}

describe('menu tree', () => {
  it('holds every route of the template menu (SPEC §2)', () => {
    const urls = menuLeaves().map((leaf) => leaf.url)
    for (const url of ['/demos/classic', '/saas/v5', '/shop/index', '/career', '/contact/v2', '/saas/integration-single', '/shop/single/1030', '/blog/single/v2', '/error-404', '/auth/forgot-password', '/account/delete-profile', '/portfolio/case-study/v2']) {
      expect(urls).toContain(url)
    }
    expect(urls).toHaveLength(63)
  })

  it('has the item fields of the spec and the badge and new-tab targets', () => {
    const career = menuLeaves().find((leaf) => leaf.url === '/career')
    expect(career).toMatchObject({ key: 'about.career', parentKey: 'about', badge: 'openPositions' })
    const newTab = menuLeaves().filter((leaf) => leaf.target === '_blank').map((leaf) => leaf.url)
    expect(newTab.sort()).toEqual(['/auth/forgot-password', '/auth/sign-in', '/auth/sign-up', '/coming-soon', '/error-404'].sort())
  })

  it('keeps every group in the header once', () => {
    const inHeader = walk(MAIN_MENU).filter((item) => MENU_GROUPS.includes(item) || MENU_GROUPS.some((g) => g.key === item.key))
    expect(new Set(inHeader.map((g) => g.key))).toEqual(new Set(MENU_GROUPS.map((g) => g.key)))
  })

  it('has a label in every language for every menu and footer entry', () => {
    const dictionaries = rawDictionaries()
    const labels = [...walk(MAIN_MENU).map((i) => i.label), ...walk(MAIN_MENU).flatMap((i) => (i.badge ? ['menu.about.careerBadge.one', 'menu.about.careerBadge.other'] : [])), ...FOOTER_LINKS.map((l) => `footer.links.${l.key}`), ...LEGAL_LINKS.map((l) => `footer.legal.${l.key}`)]
    for (const language of ['tr', 'en', 'de'] as const) {
      expect(labels.filter((key) => !dictionaries[language][key])).toEqual([])
    }
  })

  it('uses site paths without language (localized when rendered)', () => {
    for (const leaf of menuLeaves()) expect(leaf.url).toMatch(/^\/(?!tr\/|en\/|de\/)[a-z0-9/-]+$/)
  })

  it("names each page as the page names itself: no template versions, the label is the page's breadcrumb", () => {
    const dictionaries = rawDictionaries()
    for (const language of ['tr', 'en', 'de'] as const) {
      const labels = menuLeaves().map((leaf) => ({ url: leaf.url!, label: dictionaries[language][leaf.label]! }))
      expect(labels.filter(({ label }) => /\bv[1-5]\b/i.test(label)).map(({ url, label }) => `${url}: ${label}`), language).toEqual([])
      const differing = labels.flatMap(({ url, label }) => {
        const crumb = contentPage(url, language)?.crumb
        return crumb && crumb !== label ? [`${url}: menu "${label}", page "${crumb}"`] : []
      })
      expect(differing, language).toEqual([])
    }
  })
})
