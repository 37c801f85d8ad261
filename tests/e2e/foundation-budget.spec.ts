import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './helpers/foundation'

// Byte budgets of the production build, measured from the files the browser really asked for,
// gzipped here (level 9 would flatter; this is zlib's default, like most servers; docs/decisions/007):
// - only the shop hydrates (docs/decisions/021, #35): its frame (framework, root, language layout)
//   ≤ 127 KB gzip, and all a shop page loads ≤ 145 KB (the home page's budget until it became content),
// - a page without React: the frame script every page loads ≤ 5 KB; a content page without a lead
//   form ≤ 6 KB in all, with one ≤ 17 KB (once the visitor focuses it, its check loads too);
// - the home page with its sections' scripts ≤ 15 KB; once a visitor focuses its e-mail sign-up and
//   the form's check loads (zod/mini, the shared lead schema and the forms' declarations, 8.9 KB),
//   ≤ 17 KB like every page with a lead form (16 KB until the forms were declared once, #37: the
//   declarations add 0.3 KB, only once a visitor starts using a form),
// - the CSS ≤ 25 KB gzip, and no shop code on the home page (issue #6).
const FRAME_JS_BUDGET = 127 * 1024
const SHOP_JS_BUDGET = 145 * 1024
const FRAME_SCRIPT_BUDGET = 5 * 1024
const CONTENT_PAGE_JS_BUDGET = 6 * 1024
const LEAD_FORM_PAGE_JS_BUDGET = 17 * 1024
const HOME_JS_BUDGET = 15 * 1024
/** The frame script (app/frame): on every page, with or without React. */
const FRAME_SCRIPT = /^\/assets\/frame-[\w-]+\.js$/
const CSS_BUDGET = 25 * 1024
const CLIENT_DIR = path.resolve('build/client')
/** Files of the React frame: the client entry, the shared shell chunk and the root/layout route modules. */
const FRAME_FILE = /^\/assets\/(entry\.client|shell|root|language-layout|rolldown-runtime)-[\w-]+\.js$/
/** Strings only shop code holds: a catalogue product and the order history's storage key. */
const SHOP_MARKERS = ['Nova X Smartphone', '}orders`']

/**
 * Every JavaScript and CSS file a page loads, scrolled through once (lazily loaded code counts
 * too) and, with `focus`, after the visitor focused that element (a lead form loads its check then).
 */
async function pageAssets(page: Page, pagePath: string, focus?: string): Promise<string[]> {
  const assets = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname)
  })
  await page.goto(pagePath, { waitUntil: 'networkidle' })
  // Through the page a screen at a time, two frames each: what loads when it comes near asks now.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  if (focus) await page.locator(focus).first().focus()
  await page.waitForLoadState('networkidle')
  return [...assets].sort()
}

async function pageScripts(page: Page, pagePath: string, focus?: string): Promise<string[]> {
  return (await pageAssets(page, pagePath, focus)).filter((asset) => asset.endsWith('.js'))
}

const gzipSize = (asset: string) => gzipSync(readFileSync(path.join(CLIENT_DIR, asset))).length
const total = (assets: string[]) => assets.reduce((sum, asset) => sum + gzipSize(asset), 0)
const report = (label: string, assets: string[]) => console.log(`${label} (gzip):\n${assets.map((asset) => `${(gzipSize(asset) / 1024).toFixed(1).padStart(7)} KB  ${asset}`).join('\n')}\n  total ${(total(assets) / 1024).toFixed(1)} KB`)

test('a shop page stays within the JS and CSS budget of a React page', async ({ page }) => {
  const assets = await pageAssets(page, '/tr/shop/grid')
  const js = assets.filter((asset) => asset.endsWith('.js'))
  const css = assets.filter((asset) => asset.endsWith('.css'))
  report('shop grid, first visit', assets)
  const frame = total(js.filter((asset) => FRAME_FILE.test(asset)))
  expect(frame).toBeGreaterThan(100 * 1024)
  expect(frame).toBeLessThanOrEqual(FRAME_JS_BUDGET)
  expect(total(js)).toBeLessThanOrEqual(SHOP_JS_BUDGET)
  expect(total(css)).toBeGreaterThan(0)
  expect(total(css)).toBeLessThanOrEqual(CSS_BUDGET)
})

test('the home page loads its sections\' scripts and no React within 15 KB, and its sign-up\'s check within 17 KB', async ({ page }) => {
  const assets = await pageAssets(page, '/tr')
  const js = assets.filter((asset) => asset.endsWith('.js'))
  report('home page, first visit', assets)
  expect(js.filter((asset) => FRAME_FILE.test(asset))).toEqual([])
  expect(js.some((asset) => FRAME_SCRIPT.test(asset))).toBe(true)
  expect(js.some((asset) => /\/typed-words-/.test(asset))).toBe(true)
  expect(total(js)).toBeLessThanOrEqual(HOME_JS_BUDGET)
  expect(total(assets.filter((asset) => asset.endsWith('.css')))).toBeLessThanOrEqual(CSS_BUDGET)

  const withCheck = await pageScripts(page, '/tr', 'form[data-lead-check] input[type="email"]')
  report('home page, the sign-up focused', withCheck)
  expect(withCheck.some((asset) => /\/lead-check-/.test(asset))).toBe(true)
  expect(total(withCheck)).toBeLessThanOrEqual(LEAD_FORM_PAGE_JS_BUDGET)
})

// Content pages with a lead form: the contact page, a form beside a map and a video.
for (const pagePath of ['/en/contact', '/en/contact/v1', '/de/partner']) {
  test(`${pagePath} loads no React, and with its lead form focused no more than ${LEAD_FORM_PAGE_JS_BUDGET / 1024} KB`, async ({ page }) => {
    const scripts = await pageScripts(page, pagePath, 'form[data-lead-check] input:not([type="hidden"])')
    report(pagePath, scripts)
    expect(scripts.filter((asset) => FRAME_FILE.test(asset))).toEqual([])
    expect(total(scripts)).toBeLessThanOrEqual(LEAD_FORM_PAGE_JS_BUDGET)
  })
}

// Content pages without a lead form, and other pages without React: the frame script and at most a section's script.
for (const pagePath of ['/tr/career/single', '/de/pricing', '/en/help/center', '/tr/portfolio/case-study/v2', '/de/blog/single/v1', '/en/about/v3', '/tr/auth/sign-up']) {
  test(`${pagePath} loads the frame script and no React, within ${CONTENT_PAGE_JS_BUDGET / 1024} KB`, async ({ page }) => {
    const scripts = await pageScripts(page, pagePath)
    report(pagePath, scripts)
    const frame = scripts.filter((asset) => FRAME_SCRIPT.test(asset))
    expect(frame).toHaveLength(1)
    expect(total(frame)).toBeLessThanOrEqual(FRAME_SCRIPT_BUDGET)
    expect(scripts.filter((asset) => FRAME_FILE.test(asset))).toEqual([])
    expect(total(scripts)).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET)
  })
}

test('shop code stays off the home page; the build does contain it', async ({ page }) => {
  const loaded: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) loaded.push(url.pathname)
  })
  await page.goto('/en', { waitUntil: 'networkidle' })
  // The frame script names the shop's storage keys (it counts the cart and clears an account's
  // copy after sign-out) but holds no shop code: no product, no rule.
  const frameScript = loaded.filter((asset) => FRAME_SCRIPT.test(asset))
  expect(frameScript).toHaveLength(1)
  expect(readFileSync(path.join(CLIENT_DIR, frameScript[0]!), 'utf8')).not.toContain(SHOP_MARKERS[0])
  const homeCode = loaded
    .filter((asset) => !FRAME_SCRIPT.test(asset))
    .map((asset) => readFileSync(path.join(CLIENT_DIR, asset), 'utf8'))
    .join('\n')
  const allCode = readdirSync(path.join(CLIENT_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8'))
    .join('\n')
  for (const marker of SHOP_MARKERS) {
    expect(allCode, `the build has ${marker}`).toContain(marker)
    expect(homeCode, `the home page loads ${marker}`).not.toContain(marker)
  }
})

test('a shop page paints before any script is fetched, then hydrates', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/en/shop/grid')
  await hydrated(page)
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    // React's scripts, not the frame script: that one is 3 KB, deferred and low priority, on every page.
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && !/\/assets\/frame-/.test(entry.name))
    return {
      paint,
      load: navigation?.loadEventStart ?? Infinity,
      domReady: navigation?.domContentLoadedEventEnd ?? Infinity,
      scripts: scripts.map((entry) => entry.startTime),
      preloadsInHtml: document.querySelectorAll('link[rel=modulepreload]').length,
    }
  })
  expect(timing.scripts.length).toBeGreaterThan(3)
  // After the first contentful paint and the load event, or 3 s after the DOM was ready when they
  // take longer (a busy machine).
  const firstScript = Math.min(...timing.scripts)
  const atLatest = timing.domReady + 3000
  expect(firstScript).toBeGreaterThanOrEqual(Math.min(timing.paint, atLatest))
  expect(firstScript).toBeGreaterThanOrEqual(Math.min(timing.load, atLatest))
  // Only the client entry is preloaded (by the script, after the paint); the rest are imports.
  expect(timing.preloadsInHtml).toBe(1)
  expect(errors).toEqual([])
})

// No page but the shop's carries React: no module script, no route data (docs/decisions/021, #35).
test('the home page, the contact page and every content page carry no module script and no route data', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!)
  const pages = [...new Set([...['tr', 'en', 'de'].flatMap((lang) => [`/${lang}`, `/${lang}/contact`]), ...paths.filter((p) => !/\/shop\//.test(p))])]
  expect(pages.length).toBeGreaterThan(200)
  const withReact: string[] = []
  for (const pagePath of pages) {
    const html = await (await request.get(pagePath)).text()
    if (/<script[^>]+type="module"|__reactRouterContext|rel="modulepreload"/.test(html)) withReact.push(pagePath)
  }
  expect(withReact).toEqual([])
  // The check itself sees React where there is some.
  expect(await (await request.get('/en/shop/grid')).text()).toMatch(/__reactRouterContext/)
})

// The theme's boot script is inline and classic: after a stylesheet that is still loading, it would
// hold the parser until the CSS arrived. Before it, the page is parsed while the CSS downloads
// (docs/decisions/023). Head elements React hoists (preloads, async scripts, meta) do not block.
test('no inline script in the head waits for the stylesheet, with or without React', async ({ request }) => {
  for (const pagePath of ['/tr', '/en/contact', '/de/services/v1', '/en/shop/grid']) {
    const html = await (await request.get(pagePath)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const stylesheet = head.search(/<link[^>]+rel="stylesheet"/)
    const inlineScripts = [...head.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g)].map((match) => match.index)
    expect(stylesheet, pagePath).toBeGreaterThan(0)
    expect(inlineScripts.length, pagePath).toBeGreaterThan(0)
    expect(inlineScripts.filter((index) => index > stylesheet), pagePath).toEqual([])
  }
})
