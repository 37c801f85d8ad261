import { LANGUAGES } from '~/features/i18n/languages'
import { pageUrl } from './seo'

/** Every public page path (without language) that is not content: the content pages (home and contact included) list themselves. */
export const SITEMAP_PATHS: readonly string[] = [
  '/blog/grid',
  '/blog/list-sidebar',
  // demo shop (the product pages are the catalogue's ids)
  '/shop/index',
  '/shop/grid',
  '/shop/single/1030',
  '/shop/single/1031',
  '/shop/single/1032',
  // Not listed: cart, empty cart, checkout and the account pages show only what this visitor
  // keeps in their browser; they carry `noindex` (shop-meta.ts) instead.
]

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`)
}

export function buildSitemap(origin: string, paths: readonly string[] = SITEMAP_PATHS): string {
  const urls = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(pageUrl(origin, alt, path))}"/>`,
      )
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`)
      return `  <url>\n    <loc>${escapeXml(pageUrl(origin, language, path))}</loc>\n${alternates.join('\n')}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
