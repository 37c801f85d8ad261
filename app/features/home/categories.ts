import type { TranslationKey } from '~/features/i18n/translate'

/** The category label map (SPEC §3): the hero types these in the page language, in this order. */
export const SERVICE_CATEGORIES = ['Web', 'Mobile', 'Desktop', 'AI', 'Integration', 'Data', 'DevOps', 'IOT'] as const
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]

export const CATEGORY_LABEL_KEYS: Record<ServiceCategory, TranslationKey> = {
  Web: 'home.categories.web',
  Mobile: 'home.categories.mobile',
  Desktop: 'home.categories.desktop',
  AI: 'home.categories.ai',
  Integration: 'home.categories.integration',
  Data: 'home.categories.data',
  DevOps: 'home.categories.devops',
  IOT: 'home.categories.iot',
}
