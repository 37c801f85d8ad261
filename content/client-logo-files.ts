/**
 * Where the client logos' files are. Each logo is drawn twice, for the light and the dark theme,
 * in public/images/clients/ (the files the marketing team adds or replaces). The build composes
 * them into one sprite per theme (content/client-logo-sprites.server.ts) with a `<view>` per logo,
 * and the pages show `sprite#slug`: one request and one SVG document per theme instead of one per
 * logo (each SVG picture is a small document the browser builds on the page's main thread).
 * Relative imports only: vite.config.ts loads this module through the sprite plugin.
 */
export const CLIENT_LOGO_THEMES = ['light', 'dark'] as const
export type ClientLogoTheme = (typeof CLIENT_LOGO_THEMES)[number]

/** A logo's own file, under public/. */
export function clientLogoFile(slug: string, theme: ClientLogoTheme): string {
  return `/images/clients/${slug}-${theme}.svg`
}

/** The built sprite of a theme: its own folder, so no logo's slug can take its name. */
export function clientLogoSprite(theme: ClientLogoTheme): string {
  return `/images/client-logos/${theme}.svg`
}
