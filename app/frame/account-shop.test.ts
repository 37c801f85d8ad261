// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_SHOP_KEY } from '~/features/shop/cart/cart-bridge'
import { CART_KEY, ORDERS_KEY, WISHLIST_KEY } from '~/features/shop/shop-keys'
import { startAccountShopExit } from './account-shop'
import * as HOOKS from '~/lib/frame-hooks'

const SHOP = [CART_KEY, WISHLIST_KEY, ORDERS_KEY]
const stored = () => [...SHOP, ACCOUNT_SHOP_KEY, 'theme'].filter((key) => localStorage.getItem(key) !== null)

describe('the browser’s copy of an account’s shop after sign-out', () => {
  beforeEach(() => {
    localStorage.clear()
    for (const key of [...SHOP, 'theme']) localStorage.setItem(key, '[]')
  })

  it('goes on the first page without a signed-in account, with the mark, and nothing else', () => {
    localStorage.setItem(ACCOUNT_SHOP_KEY, 'account-1')
    document.body.innerHTML = `<header ${HOOKS.siteHeader}=""></header>`
    startAccountShopExit()
    expect(stored()).toEqual(['theme'])
  })

  it('stays while the account is signed in', () => {
    localStorage.setItem(ACCOUNT_SHOP_KEY, 'account-1')
    document.body.innerHTML = `<header ${HOOKS.siteHeader}="" ${HOOKS.signedIn}=""></header>`
    startAccountShopExit()
    expect(stored()).toEqual([...SHOP, ACCOUNT_SHOP_KEY, 'theme'])
  })

  it('leaves a visitor’s own shop alone (no account mark)', () => {
    document.body.innerHTML = `<header ${HOOKS.siteHeader}=""></header>`
    startAccountShopExit()
    expect(stored()).toEqual([...SHOP, 'theme'])
  })
})
