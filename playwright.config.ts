import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { scaled } from './tests/fixtures/slowness.js'

const PORT = Number(process.env.E2E_PORT ?? 3210)
export const BASE_URL = `http://127.0.0.1:${PORT}`
// A fresh embedded database per run, so tests never see an operator's data.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'site-e2e-'))
// Local stand-in for the news feeds (tests/fixtures/feed-server.js): e2e never touches the internet.
const FEED_PORT = Number(process.env.E2E_FEED_PORT ?? PORT + 1)
export const FEED_ORIGIN = `http://127.0.0.1:${FEED_PORT}`

const chromium = {
  // Debian's headless shell: the same Blink as Chromium without the full browser's GPU and UI
  // processes, about a quarter faster on a 2-core machine (docs/decisions/017).
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Time limits grow on a busy machine (TEST_SLOWNESS, tests/fixtures/slowness.js).
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // Server behaviour without a page layout (probes, metrics, draining, bad requests, headers,
      // language negotiation, lead storage): the desktop project covers it once.
      // Nor the JavaScript byte budgets (the same files), the news feeds' failures and the shop's
      // storage recovery (logic, whose pages' phone layout other specs cover). Nor the 360 px
      // check of every page type (phone-width: a phone emulation of its own, narrower than this
      // one) and the W3C checker (html-conformance: the served HTML, the same at every width).
      testIgnore: /\/(operations|hardening|foundation-bad-input|content-leads|smoke|foundation-budget|news|shop-resilience|consent|signup-confirmation|accounts|account-abuse|phone-width|html-conformance|seo-texts)\.spec\.ts$/,
      // Tests repeated per language run in English here: the layout is the same in each language.
      // Nor tests whose subject is the same at every width (@same-on-phone: theme logic, axe scans
      // of pages whose DOM and colours do not change with the width, and behaviour no layout
      // changes: typing and count-up timing, reduced motion, a failed post's toast, posts without
      // JavaScript, the navigation bar, the shop's quantity rules).
      grepInvert: /@other-language|@same-on-phone/,
      // A phone's width and touch, at one device pixel per CSS pixel: the layout is the same, and
      // the software rasteriser paints 7 times fewer pixels than at the Pixel's 2.6.
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `node tests/fixtures/feed-server.js ${FEED_PORT}`,
      url: `${FEED_ORIGIN}/tr.xml`,
      reuseExistingServer: false,
      timeout: scaled(30_000),
    },
    {
      command: 'node server.js',
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: scaled(60_000),
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        RATE_LIMIT_PER_MINUTE: '0',
        ADMIN_TOKEN: 'e2e-admin-token',
        LOG_LEVEL: 'warn',
        NEWS_FEED_TR: `${FEED_ORIGIN}/tr.xml`,
        NEWS_FEED_EN: `${FEED_ORIGIN}/en.xml`,
        NEWS_FEED_DE: `${FEED_ORIGIN}/de.xml`,
        ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
      },
    },
  ],
})
