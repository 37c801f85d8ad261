import { requireAdmin } from '~/features/accounts/account-service.server'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { flushPageViews } from '~/features/page-views/page-view-counter.server'
import { pageViewStats, type PageViewStats } from '~/features/page-views/page-view-stats.server'
import { companyDay } from '~/lib/company-time'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { PAGE_VIEW_PERIODS } from './admin-view'

export type PageViewsData =
  | { state: 'listed'; days: number; stats: PageViewStats }
  | { state: 'invalid'; days: number }
  | { state: 'unavailable'; days: number }

/** /{lang}/admin/page-views: the counts of the last 7, 30 or 90 days (`?days=`), admins only. */
export async function loadPageViews(request: Request, lang: string | undefined): Promise<{ texts: string; views: PageViewsData }> {
  const { language, texts } = loadPageTexts(request, lang, 'adminPages')
  await requireAdmin(request, language)
  const asked = new URL(request.url).searchParams.get('days')
  const days = asked === null ? 30 : (PAGE_VIEW_PERIODS as readonly string[]).includes(asked) ? Number(asked) : undefined
  if (days === undefined) return { texts, views: { state: 'invalid', days: 30 } }
  try {
    // What this instance counted since its last write is included.
    await flushPageViews()
    return { texts, views: { state: 'listed', days, stats: await pageViewStats(await getDatabase(), days, companyDay(new Date())) } }
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'page views not readable')
    return { texts, views: { state: 'unavailable', days } }
  }
}
