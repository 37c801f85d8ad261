import type { Translate, TranslationKey } from '~/features/i18n/translate'
import * as HOOKS from '~/lib/frame-hooks'

/** The placeholder the frame script (app/frame/header-counts.ts) replaces with the count. */
const COUNT = '{count}'

/**
 * A header link's accessible name for 0, and its names for one and for several items, which the
 * frame script fills in from storage. The server cannot know the stored count; these attributes
 * never change in React, so React never undoes the script's writing.
 */
export function countLabels(t: Translate, one: TranslationKey, other: TranslationKey) {
  return { 'aria-label': t(other, { count: 0 }), [HOOKS.labelOne]: t(one, { count: COUNT }), [HOOKS.labelOther]: t(other, { count: COUNT }) }
}

/**
 * The count on a header link (its `cartCount` or `wishlistCount` hook), written by the frame
 * script. Placed absolutely at a fixed size from the server render on: the count, or its badge
 * showing, never moves the header.
 */
export function CountBadge({ of, hiddenWhenZero = false }: { of: 'cart' | 'wishlist'; hiddenWhenZero?: boolean }) {
  return (
    <span
      aria-hidden="true"
      hidden={hiddenWhenZero}
      {...{ [HOOKS.hiddenWhenZero]: hiddenWhenZero ? '' : undefined }}
      data-testid={`${of}-count`}
      {...{ [of === 'cart' ? HOOKS.cartCount : HOOKS.wishlistCount]: '' }}
      suppressHydrationWarning
      className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-content-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground tabular-nums"
    >
      0
    </span>
  )
}
