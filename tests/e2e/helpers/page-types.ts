import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { startAppServer } from '../../fixtures/app-server.js'
import { t } from './i18n'

/**
 * The intended 404s, without the language prefix: the menu's "Error 404" entry shows the 404
 * design with the status of a missing page, so search engines never index it as a page. A link
 * checker reports the menu's link to it; that report is expected.
 */
export const NOT_FOUND_PAGES = ['/error-404']

/**
 * One page of every page type (app/routes.ts and content/pages), without the language prefix:
 * the frame, each kind of content page (landing demos, section libraries, lists and detail pages
 * of every collection, the legal texts), blog, pricing, FAQ, help, search, the shop and the
 * auth pages, and the 404 page. Issue #39 checks them at 360 px and with the W3C checker.
 */
export const PAGE_TYPES = [
  '',
  '/contact',
  '/contact/v1',
  '/about/v1',
  '/about/v2',
  '/team',
  '/partner',
  '/services/v1',
  '/services/v2',
  '/services/single/web',
  '/saas/v1',
  '/saas/v3',
  '/saas/features',
  '/saas/feature-single/e-invoicing',
  '/saas/integrations',
  '/saas/integration-single/datev',
  '/demos/classic',
  '/demos/agency/creative',
  '/demos/finance-consulting',
  '/demos/mobile-app',
  '/demos/product-landing',
  '/portfolio/masonry',
  '/portfolio/list',
  '/portfolio/showcase',
  '/portfolio/case-study/v1/atlas-motor-mrp',
  '/portfolio/case-study/v2/atlas-motor-mrp',
  '/customer/stories',
  '/customer/story-single/atlas-motor-mrp',
  '/career',
  '/career/single/devops-engineer',
  '/blog/grid',
  '/blog/list-sidebar',
  '/blog/single/v1/erp-or-custom-software',
  '/blog/single/v2/erp-or-custom-software',
  '/pricing',
  '/faq',
  '/help/center',
  '/help/detail/first-steps',
  '/search?q=erp',
  '/coming-soon',
  '/shop/index',
  '/shop/grid',
  '/shop/single/1030',
  '/shop/cart',
  '/shop/empty-cart',
  '/shop/checkout',
  '/account/wishlist',
  '/account/order-history',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/pages-logout',
  '/imprint',
  '/privacy-policy',
  '/cookie-policy',
  '/kvkk',
  '/terms-conditions',
  '/subscription-terms',
  '/no-such-page',
] as const

/** The pages only a signed-in visitor (here an admin) sees: the account pages and the admin pages. */
export const SIGNED_IN_PAGE_TYPES = [
  '/account/profile',
  '/account/security',
  '/account/notifications',
  '/account/projects',
  '/account/payment-details',
  '/account/delete-profile',
  '/admin/leads',
  '/admin/page-views',
] as const

const ADMIN = { email: 'admin@example.com', password: 'admin-password-2026' }

/** A production server of its own with an admin account (tests/fixtures/app-server.js). */
export function startServerWithAdmin(name: string) {
  return startAppServer({ ADMIN_ACCOUNT_EMAIL: ADMIN.email, ADMIN_ACCOUNT_PASSWORD: ADMIN.password }, { name })
}

/** Signs the admin in through the sign-in form, in English. */
export async function signInAsAdmin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/en/auth/sign-in`)
  await page.getByLabel(new RegExp(`^${t('en', 'account.fields.email')}\\s*\\*?$`)).fill(ADMIN.email)
  await page.getByLabel(new RegExp(`^${t('en', 'account.fields.password')}\\s*\\*?$`)).fill(ADMIN.password)
  await page.getByRole('button', { name: t('en', 'account.auth.signIn.submit') }).click()
  await expect(page).not.toHaveURL(/\/auth\/sign-in/)
}

/** The narrowest phone the site supports: 360 CSS px, with a phone's touch and mobile viewport. */
export const PHONE_WIDTH = 360

export function phoneContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({
    viewport: { width: PHONE_WIDTH, height: 780 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    colorScheme: 'dark',
    ...options,
  })
}

/**
 * How far the document reaches past the screen's right edge, with every section laid out: the
 * sections below the fold (`.render-when-near`, content-visibility: auto) clip what sticks out
 * of them until then, which would hide an overflow from the measurement. With the culprits, for
 * the failure message: the outermost elements and texts that reach past the edge.
 */
export function documentOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate((screen) => {
    for (const section of document.querySelectorAll<HTMLElement>('.render-when-near')) {
      section.style.contentVisibility = 'visible'
      section.style.contain = 'none'
    }
    const overflow = document.documentElement.scrollWidth - screen
    const culprits: string[] = []
    if (overflow > 0) {
      const describe = (element: Element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node && culprits.length < 5; node = walker.nextNode()) {
        const parent = node.parentElement
        // Fixed boxes follow the (grown) viewport, and a clipping box's text does not stick out.
        if (!parent || (node instanceof Element ? getComputedStyle(node).position === 'fixed' : getComputedStyle(parent).overflowX !== 'visible')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const right = node instanceof Element ? node.getBoundingClientRect().right : Math.max(0, ...Array.from(range.getClientRects(), (rect) => rect.right))
        if (right > screen + 0.5 && parent.getBoundingClientRect().right <= screen + 0.5) culprits.push(`${Math.round(right)} px: ${describe(node instanceof Element ? node : parent)}`)
      }
    }
    return { overflow, culprits }
  }, PHONE_WIDTH)
}
