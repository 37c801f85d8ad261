import cartPanelScript from '~/frame/cart-panel?worker&url'
import { useI18n } from '~/features/i18n/i18n-context'
import { NAME_SLOT, type CartPanelMessages } from './cart-panel-hooks'
import { CartContents, CartEmpty, CartLine, CartPanelDialog } from './cart-parts'
import * as HOOKS from '~/lib/frame-hooks'

/**
 * The cart panel of a page without React, as an inert `<template>` the server renders with the
 * page: the React panel's dialog (cart-parts.tsx) in the page's language, with the empty state, the
 * filled state and one prototype line, and the panel's script (app/frame/cart-panel.ts), which the
 * frame script loads when the header's cart link is first hovered, focused or clicked
 * (app/frame/cart-panel-loader.ts). A React page renders no template: its header button opens the
 * React panel.
 */
export default function CartPanelTemplate() {
  const { t, language, locale } = useI18n()
  const messages: CartPanelMessages = {
    removedTitle: t('shop.toast.removedTitle'),
    removed: t('shop.toast.removed', { name: NAME_SLOT }),
    info: t('toast.info'),
    repaired: t('shop.toast.repaired'),
    unavailable: t('shop.toast.unavailable'),
  }
  return (
    <template {...{ [HOOKS.cartPanel]: '', [HOOKS.script]: cartPanelScript, [HOOKS.messages]: JSON.stringify(messages) }} data-language={language} data-locale={locale}>
      <CartPanelDialog>
        <CartEmpty hidden />
        <CartContents layout="panel" subtotal="" hidden>
          <CartLine
            layout="panel"
            lineId=""
            productId={undefined}
            name={NAME_SLOT}
            // Never loaded (template contents are inert): the script sets each line's picture.
            image={{ src: 'data:,', width: 800, height: 800 }}
            options=""
            price=""
            total=""
            quantity={1}
            quantities={[]}
          />
        </CartContents>
      </CartPanelDialog>
    </template>
  )
}
