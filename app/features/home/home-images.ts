import { SITE } from '@content/site'
import { isLanguage as isLocalized } from '~/features/i18n/languages'

/** The hero dashboard screenshot in the page language; English for any other language. */
export function dashboardImage(language: string): string {
  return `/images/home/dashboard-${isLocalized(language) ? language : 'en'}.svg`
}

/** The call-to-action picture: coming-soon for tr, en and de, the default dashboard otherwise (SPEC §2). */
export function callToActionImage(language: string): string {
  return isLocalized(language) ? `/images/home/coming-soon-${language}.svg` : dashboardImage('en')
}

export const DASHBOARD_SIZE = { width: 640, height: 460 } as const
export const COMING_SOON_SIZE = { width: 560, height: 440 } as const

/** Years of experience shown in the statistics row (SPEC §9: current year − the founding year). */
export function yearsOfExperience(currentYear: number, foundedYear: number = SITE.foundedYear): number {
  return currentYear - foundedYear
}
