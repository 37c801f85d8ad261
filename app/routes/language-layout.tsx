import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { PageShell } from '~/components/layout/page-shell'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider } from '~/features/i18n/i18n-context'
import { loadLanguageLayout } from '~/features/i18n/language-layout.server'
import { layoutHeaders } from '~/lib/http-cache'
import type { Route } from './+types/language-layout'

// The pages decide whether they may be shared; a private answer of this layout would win.
export const headers = layoutHeaders

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
