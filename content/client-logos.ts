/** A client's logo in a light-theme and a dark-theme variant (SPEC §3 Client logo). */
export type ClientLogo = { name: string; lightImage: string; darkImage: string }

const SLUGS: ReadonlyArray<[slug: string, name: string]> = [
  ['nordwind', 'Nordwind'],
  ['kuzey-enerji', 'Kuzey Enerji'],
  ['vertex-labs', 'Vertex Labs'],
  ['orbita', 'Orbita'],
  ['mavi-tekstil', 'Mavi Tekstil'],
  ['helix-health', 'Helix Health'],
  ['atlas-motor', 'Atlas Motor'],
  ['pixelbay', 'Pixelbay'],
]

/** The eight client logos shown by the home hero and the contact page (fictional companies). */
export const CLIENT_LOGOS: readonly ClientLogo[] = SLUGS.map(([slug, name]) => ({
  name,
  lightImage: `/images/clients/${slug}-light.svg`,
  darkImage: `/images/clients/${slug}-dark.svg`,
}))

/** Intrinsic size of every logo file, so the slider reserves its space before they load. */
export const CLIENT_LOGO_SIZE = { width: 200, height: 60 } as const
