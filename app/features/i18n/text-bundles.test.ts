import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import tr from '@content/locales/tr.json'
import { frameTextsJson, pageTextsJson, rawDictionaries } from './dictionaries.server'
import { FRAME_TEXTS, isCovered, PAGE_TEXTS, type PageTextBundle } from './text-bundles'

const ROOT = path.resolve(__dirname, '../../..')
const NAMESPACES = Object.keys(tr)
/** `'home.hero.title'`, or the fixed start of `` `home.categories.${id}` ``. */
const KEY_LITERAL = new RegExp(`['"\`]((?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_.]*)(?:['"\`]|\\$\\{)`, 'g')

/** Which texts a source file may use: the frame's, plus one page bundle's. First match wins. */
const SCOPES: [string, PageTextBundle | 'frame'][] = [
  ['app/features/shop/cart/cart-pages.tsx', 'shop'],
  ['app/features/shop/cart/', 'frame'],
  ['app/features/shop/wishlist/wishlist-page.tsx', 'account'],
  ['app/features/shop/checkout/order-history-page.tsx', 'account'],
  ['app/features/shop/', 'shop'],
  ['app/features/accounts/account-menu.tsx', 'frame'],
  ['app/features/accounts/', 'accountPages'],
  ['app/features/admin/', 'adminPages'],
  ['app/features/news/', 'blog'],
  ['app/components/sections/company-articles.tsx', 'blog'],
  ['app/components/sections/', 'content'],
  ['app/features/content/', 'content'],
  ['app/features/search/', 'search'],
  ['app/routes/', 'frame'],
  ['app/', 'frame'],
  ['content/', 'frame'],
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) ? [full] : []
  })
}

describe('texts travel with their page', () => {
  it('every text a component uses comes with the frame or with the page that shows it', () => {
    const problems: string[] = []
    for (const file of [...sourceFiles(path.join(ROOT, 'app')), ...sourceFiles(path.join(ROOT, 'content'))]) {
      const relative = path.relative(ROOT, file)
      const scope = SCOPES.find(([prefix]) => relative.startsWith(prefix))![1]
      // Route modules name meta texts of their own page; pageMeta looks them up in the page's texts.
      if (relative.startsWith('app/routes/') || relative === 'app/features/i18n/text-bundles.ts') continue
      const allowed = scope === 'frame' ? FRAME_TEXTS : [...FRAME_TEXTS, ...PAGE_TEXTS[scope]]
      for (const [, key] of readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
        const literal = key!.replace(/\.$/, '')
        const ok = isCovered(literal, allowed) || allowed.some((prefix) => prefix.startsWith(`${literal}.`))
        if (!ok) problems.push(`${relative}: ${key} (${scope})`)
      }
    }
    expect(problems).toEqual([])
  })

  it('the frame carries no page texts, and a page bundle nothing of the frame or of other pages', () => {
    const frame = Object.keys(JSON.parse(frameTextsJson('en')) as object)
    expect(frame.some((key) => /^(home|contact|news|account)\./.test(key) || /^shop\.(product|checkout|grid|index|meta)\./.test(key))).toBe(false)
    // Content pages (home and contact included) carry their copy in content/pages: their bundle holds the sections' labels only.
    const content = Object.keys(JSON.parse(pageTextsJson('en', 'content')) as object)
    expect(content.length).toBeGreaterThan(10)
    expect(content.some((key) => isCovered(key, FRAME_TEXTS))).toBe(false)
    expect(content.every((key) => /^(sections|news)\./.test(key))).toBe(true)
  })

  it('every key is sent somewhere: nothing in the locale files is unreachable', () => {
    const sent = new Set<string>(Object.keys(JSON.parse(frameTextsJson('de')) as object))
    for (const bundle of Object.keys(PAGE_TEXTS) as PageTextBundle[]) for (const key of Object.keys(JSON.parse(pageTextsJson('de', bundle)) as object)) sent.add(key)
    const unreachable = Object.keys(rawDictionaries().de).filter((key) => !sent.has(key) && !/^(leads\.(api|csv)|accountMail)\./.test(key))
    expect(unreachable).toEqual([])
  })
})
