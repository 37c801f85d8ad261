import clientLogos from './data/client-logos.yaml'

/** A client's logo in a light-theme and a dark-theme variant (SPEC §3 Client logo). */
export type ClientLogo = { name: string; lightImage: string; darkImage: string }

/** The client logos shown by the home hero and the contact page (content/data/client-logos.yaml). */
export const CLIENT_LOGOS: readonly ClientLogo[] = clientLogos.logos.map(({ slug, name }) => ({
  name,
  lightImage: `/images/clients/${slug}-light.svg`,
  darkImage: `/images/clients/${slug}-dark.svg`,
}))

/** Intrinsic size of every logo file, so the slider reserves its space before they load. */
export const CLIENT_LOGO_SIZE = clientLogos.size
