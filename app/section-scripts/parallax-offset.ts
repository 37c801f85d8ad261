/** Parallax speed range (SPEC §9): 1 scrolls with the page, 0 stays fixed, values between are slower. */
const PARALLAX_SPEED = { min: -1, max: 2 } as const

export function clampParallaxSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1
  return Math.min(PARALLAX_SPEED.max, Math.max(PARALLAX_SPEED.min, speed))
}

/**
 * Offset in px of the background relative to its section: zero when the section is centred in
 * the viewport, growing as it scrolls away, scaled by how much slower than the page it moves.
 */
export function parallaxOffset(sectionTop: number, sectionHeight: number, viewportHeight: number, speed: number): number {
  const distance = sectionTop + sectionHeight / 2 - viewportHeight / 2
  return -(1 - clampParallaxSpeed(speed)) * distance
}
