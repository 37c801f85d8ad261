import { COMPANY_TIME_ZONE } from '~/lib/company-time'
import { PackageOpen as PackageOpenDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { translatePlural } from '~/features/i18n/translate'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { CartSkeleton } from '../cart/cart-view'
import { formatMoney } from '../money'
import { DemoNote, ShopPageHeader, ShopSection } from '../shop-layout'
import { SummaryRows } from './checkout-page'
import type { OrdersState } from './orders'
import { useOrders } from './orders-store'

const PackageOpen = icon(PackageOpenDrawing)

/**
 * The orders in this browser; for a signed-in customer, the account's (`saved`, read on the
 * server) until the browser's copy is known, so the page is complete without JavaScript too.
 */
export function OrderHistoryPage({ saved = null }: { saved?: OrdersState | null }) {
  const { t, language, locale } = useI18n()
  const state = useOrders() ?? saved
  // One time zone on the server and in every browser (the company's, named): the same text on both.
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: COMPANY_TIME_ZONE, timeZoneName: 'short' })
  return (
    <>
      <ShopPageHeader title={t('account.orders.title')} text={t(saved ? 'account.orders.textAccount' : 'account.orders.text')} crumbs={[{ label: t('shop.shopName'), to: '/shop/index' }, { label: t('account.orders.title') }]} />
      <ShopSection className="max-w-3xl">
        {state === null ? (
          <CartSkeleton label="account.orders.loading" />
        ) : state.orders.length === 0 ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <PackageOpen aria-hidden="true" className="size-14 text-muted-foreground" />
            <p className="text-lg">{t('account.orders.empty')}</p>
            <LocalizedLink to="/shop/grid" className={buttonClasses({ size: 'lg' })}>
              {t('account.wishlist.browse')}
            </LocalizedLink>
          </div>
        ) : (
          <>
            {state.dropped ? <p className="mb-6 rounded-lg border border-info/40 bg-info/10 px-3.5 py-2.5 text-sm">{translatePlural(t, locale, 'account.orders.dropped', state.dropped)}</p> : null}
            <ol className="space-y-6">
              {state.orders.map((order) => (
                <li key={order.number}>
                  <article aria-labelledby={`order-${order.number}`} className="space-y-4 rounded-2xl border bg-card p-5">
                    <header className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 id={`order-${order.number}`} className="text-lg font-bold">
                        {t('account.orders.number', { number: order.number })}
                      </h2>
                      <p className="text-sm text-muted-foreground">
                        {t('account.orders.placedOn')}: <time dateTime={order.createdAt}>{date.format(new Date(order.createdAt))}</time>
                      </p>
                    </header>
                    <ul className="divide-y border-y">
                      {order.items.map((item, index) => (
                        <li key={index} className="flex justify-between gap-4 py-2">
                          <span>
                            {item.name[language] ?? item.name.en} · {t('account.orders.quantity', { count: item.quantity })}
                          </span>
                          <span>{formatMoney(item.unitPrice * item.quantity, locale)}</span>
                        </li>
                      ))}
                    </ul>
                    <SummaryRows summary={order.summary} />
                  </article>
                </li>
              ))}
            </ol>
            {/* The amounts carry the demo's sample tax: the note says so here too (l10n review 3 item 13). */}
            <div className="mt-6">
              <DemoNote />
            </div>
          </>
        )}
      </ShopSection>
    </>
  )
}
