/**
 * The cart panel's script of a page without React (docs/decisions/021): the frame script loads it
 * when the header's cart link is first hovered, focused or clicked (cart-panel-loader.ts).
 */
import { startCartPanel } from '~/features/shop/cart/cart-panel-dom'

startCartPanel()
