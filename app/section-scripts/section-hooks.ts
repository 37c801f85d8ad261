/**
 * The data attributes by which a section's markup (app/components/sections) and its small script
 * (this folder) find each other: one list, imported by both sides, so a renamed hook fails to
 * compile instead of failing silently in the browser.
 */
export const HOOKS = {
  /** Set by a script on an element it has taken over, so a second scan leaves it alone. */
  live: 'data-live',
  typed: 'data-typed',
  typedText: 'data-typed-text',
  typedToggle: 'data-typed-toggle',
  countUp: 'data-count-up',
  carousel: 'data-carousel',
  carouselTrack: 'data-carousel-track',
  carouselStep: 'data-carousel-step',
  carouselPlay: 'data-carousel-play',
  parallax: 'data-parallax',
  loadEmbed: 'data-load-embed',
  allowExternalMedia: 'data-allow-external-media',
} as const

/** `[data-…]` for a hook. */
export const select = (hook: keyof typeof HOOKS) => `[${HOOKS[hook]}]`
