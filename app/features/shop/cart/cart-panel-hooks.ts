import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'
/**
 * The names the cart panel's markup (cart-parts.tsx, cart-panel-template.tsx) and the scripts of a
 * page without React (app/frame/cart-panel-loader.ts, cart-panel-dom.ts) share: written once here.
 */

/** The server-rendered panel of a page without React; its `data-script` is the panel's script. */
export const CART_PANEL_TEMPLATE = `template${select(HOOKS.cartPanel)}`

/** What the panel's script finds and fills in, as `data-cart-part="…"`. */
export type CartPart = 'panel' | 'close' | 'empty' | 'filled' | 'lines' | 'line' | 'image' | 'name' | 'options' | 'price' | 'quantity-label' | 'quantity' | 'remove' | 'subtotal'

/** Where a line's name goes in the template's texts (its prototype line, its toasts). */
export const NAME_SLOT = '{name}'

/** The texts the panel's script needs beyond its markup (the template's `data-messages`): its toasts. */
export type CartPanelMessages = { removedTitle: string; removed: string; info: string; repaired: string; unavailable: string }
