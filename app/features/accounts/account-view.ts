/** What the account pages receive about the account: plain data, never the password hash. */
export type AccountView = {
  name: string
  email: string
  language: 'tr' | 'en' | 'de'
  createdAt: string
  isDemo: boolean
}

type SessionView = { id: string; device: string; lastSeenAt: string; current: boolean }
/** The sessions the security page lists, and how many more the account has (not listed). */
export type SessionList = { items: SessionView[]; more: number }

export type ProjectView = { id: string; name: string; summary: string; status: 'planning' | 'inProgress' | 'review' | 'done'; progress: number; dueDate: string }

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Firefox on Windows" from a User-Agent, enough to recognise one's own devices; `unknown` otherwise. */
export function describeDevice(userAgent: string | null | undefined, unknown: string): string {
  if (!userAgent) return unknown
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system ?? unknown
}
