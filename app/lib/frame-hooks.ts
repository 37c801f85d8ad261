/**
 * The data attributes by which the server-rendered markup (React components) and the scripts that
 * act on it without React (the frame script, app/frame; the sections' scripts, app/section-scripts;
 * the field-message renderer) find each other: one list, imported by both sides as a namespace
 * (`import * as HOOKS from '~/lib/frame-hooks'`). A component spreads a hook as an attribute
 * (`{...{ [HOOKS.backToTop]: '' }}`), a script builds its selector from it
 * (`select(HOOKS.backToTop)`), so a renamed hook fails to compile instead of failing silently in
 * the browser. Named exports rather than one object: each bundle keeps only the hooks it uses
 * (the frame script's budget is 5 KB). No class name is a hook: classes are the styles'. The window events the bundles send
 * each other are in frame-events.ts (names with their payload types and a sender); a unit test
 * (frame-hooks.test.ts) fails when a script spells a `data-…` attribute itself.
 */
// The frame script (app/frame).
/** On `<html>` once the frame script has run (checks and end-to-end tests wait for it). */
export const frame = 'data-frame'
/** The site's header (site-header.tsx): signed in or not, stuck (sticky style) after scrolling. */
export const siteHeader = 'data-site-header'
export const signedIn = 'data-signed-in'
export const stuck = 'data-stuck'
/** The back-to-top button (back-to-top.tsx), `data-visible` once scrolled far enough. */
export const backToTop = 'data-back-to-top'
export const visible = 'data-visible'
/** The navigation progress bar (navigation-progress.tsx) and its `data-phase` (idle|loading|done). */
export const navigationProgress = 'data-navigation-progress'
export const phase = 'data-phase'
/** Theme switcher (theme-switcher.tsx): the radios' `data-value` and the dark-mode toggle. */
export const themeSwitcher = 'data-theme-switcher'
export const themeValue = 'data-value'
export const themeToggle = 'data-theme-toggle'
/** The applied theme on `<html>` (theme.ts's boot script, theme.client.ts). */
export const theme = 'data-theme'
/** The consent dialog (consent-dialog.tsx): its analytics config, its choice buttons; a link that opens it. */
export const analytics = 'data-analytics'
export const consentChoice = 'data-consent-choice'
export const consentSettings = 'data-consent-settings'
/** The toast region (toast.tsx) and the toast script it names. */
export const toastRegion = 'data-toast-region'
export const toastScript = 'data-toast-script'
/** The header's counted links (header-cart-button.tsx, header-wishlist-link.tsx, header-count.tsx). */
export const cartLink = 'data-cart-link'
export const cartCount = 'data-cart-count'
export const wishlistLink = 'data-wishlist-link'
export const wishlistCount = 'data-wishlist-count'
export const hiddenWhenZero = 'data-hidden-when-zero'
export const labelOne = 'data-label-one'
export const labelOther = 'data-label-other'
/** The cart panel's template of a page without React (cart-panel-template.tsx) and its script. */
export const cartPanel = 'data-cart-panel'
export const script = 'data-script'
/** A part of a page that loads its script on first focus (header-search.tsx, use-lead-form.ts). */
export const focusScript = 'data-focus-script'
/** A lead form checked by lead-check.ts (on `<html>` once that script is live), its texts, checked once. */
export const leadCheck = 'data-lead-check'
export const messages = 'data-messages'
export const checked = 'data-checked'
/** The search suggestions' list (header-search.tsx): its text when nothing matches. */
export const noSuggestions = 'data-no-suggestions'
/** An off-canvas panel (sheet.tsx): a click on its backdrop closes it. */
export const sheet = 'data-sheet'
/** A dropdown's panel (dropdown.tsx): the script of the fallback for browsers without popover, which marks it open. */
export const popoverScript = 'data-popover-script'
export const popoverOpen = 'data-popover-open'

// A field (components/ui/field.tsx, field-message.ts): its wrapper, its message, its hint.
export const field = 'data-field'
export const fieldError = 'data-field-error'
export const fieldHint = 'data-field-hint'

// The sections (app/components/sections) and their scripts (app/section-scripts).
/** Set by a script on an element it has taken over, so a second scan leaves it alone. */
export const live = 'data-live'
/** A control that shows only once its script is live (the CSS keeps it invisible until then). */
export const awaitsScript = 'data-awaits-script'
export const typed = 'data-typed'
export const typedText = 'data-typed-text'
export const typedToggle = 'data-typed-toggle'
export const countUp = 'data-count-up'
export const separator = 'data-separator'
export const carousel = 'data-carousel'
export const carouselTrack = 'data-carousel-track'
export const carouselStep = 'data-carousel-step'
export const carouselPlay = 'data-carousel-play'
/** A carousel's number of slides (without the copies of a looping one). */
export const count = 'data-count'
/** A play/pause button (play-pause-button.tsx): its state and its two labels. */
export const playing = 'data-playing'
export const labelPause = 'data-label-pause'
export const labelPlay = 'data-label-play'
export const parallax = 'data-parallax'
export const loadEmbed = 'data-load-embed'
export const embedPreview = 'data-embed-preview'
export const embedButton = 'data-embed-button'
export const embedNote = 'data-embed-note'
export const autoplaySrc = 'data-autoplay-src'
export const allowExternalMedia = 'data-allow-external-media'

/** A data attribute's name, as the hooks above. */
export type Hook = `data-${string}`

/** `[data-…]` for a hook, or `[data-…="value"]`. */
export const select = (hook: Hook, value?: string) => `[${hook}${value === undefined ? '' : `="${value}"`}]`
