import interSubset from '~/assets/fonts/inter-subset.woff2?url'
import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useMatches, useParams } from 'react-router'
import { DEFAULT_LANGUAGE, isLanguage } from '~/features/i18n/languages'
import { REMEMBER_LANGUAGE_SCRIPT } from '~/features/i18n/remember-language'
import { THEME_BOOT_SCRIPT } from '~/features/theme/theme'
import { DeferredScripts } from '~/lib/deferred-scripts/deferred-scripts'
import { pageNeedsReact, PageHydrationProvider } from '~/lib/page-hydration'
import { SPECULATION_RULES } from '~/lib/speculation-rules'
import frameScript from '~/frame/frame?worker&url'
import { useNonce } from '~/lib/nonce'
import type { Route } from './+types/root'
import stylesheet from './styles/app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: ReactNode }) {
  const { lang } = useParams()
  const nonce = useNonce()
  const hydrate = pageNeedsReact(useMatches())
  // The text font arrives with the CSS instead of after it, so text does not reflow when it
  // swaps in (that was a 0.11 layout shift on the contact page). One file has all three languages.
  preload(interSubset, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  return (
    // data-theme is set by the boot script before paint, so the server cannot render it.
    <html lang={isLanguage(lang) ? lang : DEFAULT_LANGUAGE} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#09B850" />
        {/* Theme before paint, and the page's language remembered. The script has run long before
            hydration: only the server needs its text, so it stays out of the browser's JavaScript
            (React keeps the element as the server sent it). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? `${THEME_BOOT_SCRIPT};${REMEMBER_LANGUAGE_SCRIPT}` : '' }}
        />
        {/* A plain stylesheet link, right after the boot script. As a React resource (`precedence`)
            it went above the boot script, and an inline script after a stylesheet that is still
            loading holds the parser until the CSS has arrived. After it, the page is parsed while
            the CSS downloads (docs/decisions/023). React still places the preloads, async scripts
            and meta tags above both; the browser's preload scanner finds the stylesheet at once. */}
        <link rel="stylesheet" href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <PageHydrationProvider value={hydrate}>{children}</PageHydrationProvider>
        {/* The frame's behaviour on every page (theme, menus, counts, consent): a few KB, no React. */}
        <script src={frameScript} defer nonce={nonce} />
        {/* Same-site links load ahead on hover or touch, so leaving a page without React stays
            instant. Only the server needs the rules' text, as for the boot script above. */}
        <script type="speculationrules" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SPECULATION_RULES : '' }} />
        {hydrate && (
          <>
            <ScrollRestoration nonce={nonce} />
            <DeferredScripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/** Last resort when even the language layout failed; it cannot rely on translations. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl place-content-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">{status}</p>
      <h1 className="text-2xl font-semibold">Bir şeyler ters gitti · Something went wrong · Etwas ist schiefgelaufen</h1>
      <p>
        <a className="font-medium text-primary underline" href="/">
          Ana sayfa · Home · Startseite
        </a>
      </p>
    </main>
  )
}
