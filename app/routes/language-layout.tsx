import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { ErrorPage } from '~/components/layout/error-page'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { PageShell } from '~/components/layout/page-shell'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider } from '~/features/i18n/i18n-context'
import { createTranslator } from '~/features/i18n/translate'
import { loadLanguageLayout, type LanguageLayoutData } from '~/features/i18n/language-layout.server'
import { layoutHeaders } from '~/lib/http-cache'
import type { Route } from './+types/language-layout'

// The pages decide whether they may be shared; a private answer of this layout would win.
export const headers = layoutHeaders

/** Only for a page that failed (its own meta does not run then): a title, and not for search engines. */
export const meta: Route.MetaFunction = ({ error, data }) => {
  if (!error || !data) return []
  const t = createTranslator(parseDictionary(data.dictionaryJson))
  return [{ title: t('meta.titleSuffix', { title: t('error.heading'), company: data.seo.companyName }) }, { name: 'robots', content: 'noindex' }]
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadLanguageLayout(request, params.lang)
}

// The dictionary only changes with the language; don't refetch it on every navigation.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider language={loaderData.language} dictionary={parseDictionary(loaderData.dictionaryJson)}>
      <PageShell layout={loaderData}>
        <Outlet />
      </PageShell>
    </I18nProvider>
  )
}

/**
 * A page whose loader or render failed keeps the header and footer and says so in its language.
 * When this layout's own loader failed there are no texts to use: the root's trilingual page shows.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const layout = loaderData as LanguageLayoutData | undefined
  if (!layout) throw error
  return (
    <I18nProvider language={layout.language} dictionary={parseDictionary(layout.dictionaryJson)}>
      <PageShell layout={layout}>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</PageShell>
    </I18nProvider>
  )
}
