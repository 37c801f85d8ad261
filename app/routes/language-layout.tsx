import { data, isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { ErrorPage } from '~/components/layout/error-page'
import { PageShell } from '~/components/layout/page-shell'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider } from '~/features/i18n/i18n-context'
import { createTranslator } from '~/features/i18n/translate'
import { loadLanguageLayout, type LanguageLayoutData } from '~/features/seo/language-layout.server'
import { collectionItems } from '~/features/content/content.server'
import { takeLeadFlash } from '~/features/leads/lead-flash.server'
import { LeadResultProvider } from '~/features/leads/lead-result'
import { layoutHeaders, PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/language-layout'
import type { FrameData } from '~/components/layout/frame-data'
import { analyticsConfig } from '~/features/consent/analytics-config.server'
import { getEnv } from '~/lib/env.server'
import { accountShopKey, currentSession, renewedSessionCookie } from '~/features/accounts/account-service.server'

// The pages decide whether they may be shared; a private answer of this layout (a no-JS form's
// outcome, language-layout.server.ts) wins.
export const headers = layoutHeaders

/**
 * Only for a page that failed (its own meta does not run then): a title, and not for search engines.
 * A 404 (a page that does not exist, or one hidden from this visitor) is titled as not found, as its
 * page says, not as a server error.
 */
export const meta: Route.MetaFunction = ({ error, data }) => {
  if (!error || !data) return []
  const t = createTranslator(parseDictionary(data.dictionaryJson))
  const heading = isRouteErrorResponse(error) && error.status === 404 ? t('meta.title.notFound') : t('error.heading')
  return [{ title: t('meta.titleSuffix', { title: heading, company: data.seo.companyName }) }, { name: 'robots', content: 'noindex' }]
}

/**
 * The frame of every page under `/:lang`, the same for every visitor of a host and language;
 * except right after a lead form was posted without JavaScript: then the outcome is read from (and
 * cleared in) its flash cookie, so every page can hold a lead form without wiring of its own, and
 * the answer is private (`layoutHeaders` passes that down, whatever the page's own headers say).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const layout = loadLanguageLayout(request, params.lang)
  const [flash, session] = await Promise.all([takeLeadFlash(request), currentSession(request)])
  // The menu's badge counts the open positions (content/collections/jobs).
  const body: FrameData = {
    ...layout,
    openPositions: collectionItems('jobs', layout.language).length,
    leadResult: flash?.result ?? null,
    analytics: analyticsConfig(getEnv()),
    account: session ? { name: session.user.name, isAdmin: session.user.role === 'admin', shopKey: accountShopKey(session.user) } : null,
  }
  if (!flash && !session) return data(body)
  // A page that names the signed-in visitor, or shows a form's outcome, is theirs alone.
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE_CONTROL })
  if (flash) headers.append('Set-Cookie', flash.clear)
  const renewed = renewedSessionCookie(request, session)
  if (renewed) headers.append('Set-Cookie', renewed)
  return data(body, { headers })
}

// The dictionary only changes with the language; don't refetch it on every navigation. A form
// posted to an action (sign-in, sign-out, the account pages) may change who is signed in.
export function shouldRevalidate({ currentParams, nextParams, formMethod }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || (formMethod !== undefined && formMethod.toUpperCase() !== 'GET')
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider language={loaderData.language} dictionary={parseDictionary(loaderData.dictionaryJson)}>
      <LeadResultProvider result={loaderData.leadResult}>
        <PageShell layout={loaderData} analytics={loaderData.analytics} account={loaderData.account}>
          <Outlet />
        </PageShell>
      </LeadResultProvider>
    </I18nProvider>
  )
}

/**
 * A page whose loader or render failed keeps the header and footer and says so in its language.
 * When this layout's own loader failed there are no texts to use: the root's trilingual page shows.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const layout = loaderData as (LanguageLayoutData & Partial<FrameData>) | undefined
  if (!layout) throw error
  return (
    <I18nProvider language={layout.language} dictionary={parseDictionary(layout.dictionaryJson)}>
      <PageShell layout={layout} analytics={layout.analytics ?? null} account={layout.account ?? null}><ErrorPage missing={isRouteErrorResponse(error) && error.status === 404} /></PageShell>
    </I18nProvider>
  )
}
