import { lazy, Suspense, useEffect, useState } from 'react'
import type { AnalyticsConfig } from './analytics-providers'
import { OPEN_CONSENT_EVENT } from './consent-store'

const ConsentDialog = lazy(() => import('./consent-dialog').then((module) => ({ default: module.ConsentDialog })))

/**
 * The frame's part of consent, a few hundred bytes: the dialog and the analytics loader are their
 * own chunk, loaded only when needed — analytics configured (to ask on a first visit, or to load it
 * after consent), or the first click on "Cookie settings". A site without analytics ships neither.
 */
export function ConsentRoot({ analytics }: { analytics: AnalyticsConfig | null }) {
  // null until the dialog is needed: how it was first asked for decides how it opens.
  const [openAs, setOpenAs] = useState<'banner' | 'settings' | null>(null)
  useEffect(() => {
    // With analytics the dialog's chunk loads on every page: it asks on a first visit (it reads the
    // stored choice itself) and loads the analytics after consent.
    if (analytics) setOpenAs('banner')
    const open = () => setOpenAs((current) => current ?? 'settings')
    window.addEventListener(OPEN_CONSENT_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open)
  }, [analytics])
  if (!openAs) return null
  return (
    <Suspense fallback={null}>
      <ConsentDialog analytics={analytics} openAs={openAs} />
    </Suspense>
  )
}
