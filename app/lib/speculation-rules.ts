/**
 * Speculation Rules (https://developer.chrome.com/docs/web-platform/prerender-pages): a same-site
 * link is fetched when the visitor hovers or starts to tap it, so the next page (mostly a page
 * without React) is there at once. Prefetch only, never prerender: a prerendered page would run
 * its scripts and count a view nobody saw. Links whose GET does something are left out (the
 * e-mail confirmation, sign-out), as are files, the admin pages and `rel=nofollow` links. The
 * server's page-view count skips these requests (`Sec-Purpose: prefetch`).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          // Each with and without a query (`?*`: a pattern without one matches no query).
          { not: { href_matches: ['/*/confirm-email', '/*/auth/verify-email', '/*/auth/sign-out', '/*/pages-logout', '/*/admin/*', '/*/leads', '/*.csv', '/*.xml', '/*.txt', '/api/*'].flatMap((path) => [path, `${path}?*`]) } },
          { not: { selector_matches: '[rel~=nofollow], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})
