import type { LanguageLayoutData } from '~/features/seo/language-layout.server'
import type { AnalyticsConfig } from '~/features/consent/analytics-providers'
import type { LeadResult } from '~/features/leads/lead-form'
import type { SignedInAccount } from '~/features/accounts/account-menu'

/** What the language layout route sends to the frame: the layout's data and what other features add. */
export type FrameData = LanguageLayoutData & {
  /** Open positions (content/collections/jobs), for the menu's career badge. */
  openPositions: number
  /** The outcome of a lead form posted without JavaScript, once. */
  leadResult: LeadResult | null
  /** The session-recording analytics, loaded after consent; null when not configured. */
  analytics: AnalyticsConfig | null
  /** The signed-in visitor (the page is then private to them); null for everybody else. */
  account: SignedInAccount | null
}
