import { CircleCheck as CircleCheckDrawing, Info as InfoDrawing } from 'lucide'
import { Button, buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { TranslationKey } from '~/features/i18n/translate'
import { salePrice } from '../catalog'
import { CartSkeleton } from '../cart/cart-view'
import { dispatchCart, type ResolvedLine } from '../cart/cart-store'
import { useCart } from '../cart/use-cart'
import { formatMoney } from '../money'
import { DemoNote, ShopPageHeader, ShopSection } from '../shop-layout'
import { checkoutErrors, PAYMENT_METHODS, type CheckoutField } from './checkout.schema'
import { orderNumber, type Order } from './orders'
import { recordOrder } from './orders-store'
import { summarizeOrder, type OrderSummary } from './order-summary'

const CircleCheck = icon(CircleCheckDrawing)
const Info = icon(InfoDrawing)

const PAYMENT_LABEL = { card: 'shop.checkout.paymentCard', transfer: 'shop.checkout.paymentTransfer', cash: 'shop.checkout.paymentCash' } as const

type Errors = Partial<Record<CheckoutField, string>>

/** One text field of the form, named as the checkout schema names it. */
function CheckoutInput({
  name,
  label,
  type = 'text',
  autoComplete,
  errors,
  optional = false,
}: {
  name: CheckoutField
  label: string
  type?: string
  autoComplete: string
  errors: Errors
  optional?: boolean
}) {
  const { t } = useI18n()
  const error = errors[name]
  return (
    <Field id={`checkout-${name}`} label={label} error={error && t(error as TranslationKey)} required={!optional} optionalLabel={t('shop.checkout.optional')}>
      <Input name={name} type={type} autoComplete={autoComplete} />
    </Field>
  )
}

export function SummaryRows({ summary }: { summary: OrderSummary }) {
  const { t, locale } = useI18n()
  const row = (key: TranslationKey, cents: number, strong = false, testId?: string): ReactNode => (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t pt-3 text-lg font-bold' : ''}`} data-testid={testId}>
      <dt>{t(key)}</dt>
      <dd>{formatMoney(cents, locale)}</dd>
    </div>
  )
  return (
    <dl className="space-y-2">
      {row('shop.checkout.total', summary.total, false, 'summary-total')}
      {row('shop.checkout.discount', -summary.discount, false, 'summary-discount')}
      {row('shop.checkout.subtotal', summary.subtotal, false, 'summary-subtotal')}
      {row('shop.checkout.tax', summary.tax, false, 'summary-tax')}
      {row('shop.checkout.orderTotal', summary.orderTotal, true, 'summary-order-total')}
    </dl>
  )
}

function OrderLines({ lines }: { lines: ResolvedLine[] }) {
  const { t, language, locale } = useI18n()
  return (
    <ul className="divide-y">
      {lines.map((line) => (
        <li key={line.id} className="flex items-center gap-3 py-3">
          {line.product.images[0] && <img src={line.product.images[0].src} width={48} height={48} alt="" className="size-12 rounded-lg border bg-muted object-contain p-1" />}
          <div className="min-w-0 flex-1">
            <p className="font-medium">{line.product.name[language]}</p>
            <p className="text-sm text-muted-foreground">{t('account.orders.quantity', { count: line.quantity })}</p>
          </div>
          <p className="font-medium">{formatMoney(salePrice(line.product) * line.quantity, locale)}</p>
        </li>
      ))}
    </ul>
  )
}

function Confirmation({ order }: { order: Order }) {
  const { t } = useI18n()
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the visitor was in is gone; move focus to the news instead of the page's start.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center" role="status">
      <CircleCheck aria-hidden="true" className="size-16 text-primary" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('shop.checkout.confirmedTitle')}
      </h2>
      <p className="text-lg">{t('shop.checkout.confirmedText', { number: order.number })}</p>
      <LocalizedLink to="/account/order-history" className={buttonClasses({ size: 'lg' })}>
        {t('shop.checkout.viewHistory')}
      </LocalizedLink>
    </div>
  )
}

export function CheckoutPage() {
  const { t, language } = useI18n()
  const { lines } = useCart()
  const [errors, setErrors] = useState<Errors>({})
  const [placed, setPlaced] = useState<Order | null>(null)
  const postalCode = <CheckoutInput name="postalCode" label={t('shop.checkout.postalCode')} autoComplete="postal-code" errors={errors} />
  const summary = summarizeOrder(lines ?? [])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const result = checkoutErrors(Object.fromEntries(new FormData(form)))
    if (result.errors) {
      setErrors(result.errors)
      const first = Object.keys(result.errors)[0]
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    if (!lines?.length) return
    const order: Order = {
      number: orderNumber(new Date()),
      createdAt: new Date().toISOString(),
      items: lines.map((line) => ({ productId: line.productId, name: line.product.name, quantity: line.quantity, unitPrice: salePrice(line.product), color: line.color, size: line.size })),
      summary,
      payment: result.data.payment,
    }
    recordOrder(order)
    dispatchCart({ type: 'clear' })
    setErrors({})
    setPlaced(order)
    window.scrollTo({ top: 0 })
  }

  return (
    <>
      <ShopPageHeader title={t('shop.checkout.title')} crumbs={[{ label: t('shop.shopName'), to: '/shop/index' }, { label: t('shop.cart.pageTitle'), to: '/shop/cart' }, { label: t('shop.checkout.title') }]} />
      <ShopSection className="space-y-8">
        <p className="flex items-start gap-3 rounded-lg border border-info/40 bg-info/10 px-4 py-3">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
          <span>{t('shop.checkout.demoNotice')}</span>
        </p>
        {placed ? (
          <Confirmation order={placed} />
        ) : lines === null ? (
          <CartSkeleton />
        ) : lines.length === 0 ? (
          <div className="flex flex-col items-start gap-4">
            <p>{t('shop.checkout.empty')}</p>
            <LocalizedLink to="/shop/grid" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t('shop.cart.continueShopping')}
            </LocalizedLink>
          </div>
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
            <form noValidate onSubmit={onSubmit} className="space-y-8">
              {Object.keys(errors).length > 0 && (
                <p role="alert" className="rounded-lg border border-danger/40 px-4 py-3 text-danger">
                  {t('shop.checkout.errorSummary')}
                </p>
              )}
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-3 text-xl font-bold">{t('shop.checkout.contact')}</legend>
                <div className="sm:col-span-2">
                  <CheckoutInput name="name" label={t('shop.checkout.name')} autoComplete="name" errors={errors} />
                </div>
                <CheckoutInput name="email" type="email" label={t('shop.checkout.email')} autoComplete="email" errors={errors} />
                <CheckoutInput name="phone" type="tel" label={t('shop.checkout.phone')} autoComplete="tel" errors={errors} />
              </fieldset>
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-3 text-xl font-bold">{t('shop.checkout.address')}</legend>
                <div className="sm:col-span-2">
                  <CheckoutInput name="street" label={t('shop.checkout.street')} autoComplete="address-line1" errors={errors} />
                </div>
                {/* A Turkish address is district (İlçe, address-level2) in province (İl, address-level1);
                    elsewhere a district or suburb (address-level3) in a city (address-level2). */}
                <CheckoutInput name="district" label={t('shop.checkout.district')} autoComplete={language === 'tr' ? 'address-level2' : 'address-level3'} errors={errors} optional />
                {/* German addresses put the postcode before the town ("26130 Eskişehir"): in the same order on screen and for the keyboard. */}
                {language === 'de' ? postalCode : null}
                <CheckoutInput name="city" label={t('shop.checkout.city')} autoComplete={language === 'tr' ? 'address-level1' : 'address-level2'} errors={errors} />
                {language === 'de' ? null : postalCode}
                <div className="sm:col-span-2">
                  <CheckoutInput name="country" label={t('shop.checkout.country')} autoComplete="country-name" errors={errors} />
                </div>
              </fieldset>
              <fieldset aria-describedby={errors.payment ? 'checkout-payment-error' : undefined}>
                <legend className="mb-3 text-xl font-bold">
                  {t('shop.checkout.payment')}
                  <span aria-hidden="true" className="ms-0.5 text-danger">
                    *
                  </span>
                </legend>
                <div className="space-y-2">
                  {PAYMENT_METHODS.map((method, index) => (
                    <label key={method} className="flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 has-checked:border-primary has-checked:bg-accent">
                      <input type="radio" name="payment" value={method} defaultChecked={index === 0} className="size-4 accent-[var(--primary)]" />
                      {t(PAYMENT_LABEL[method])}
                    </label>
                  ))}
                </div>
                {errors.payment && (
                  <p id="checkout-payment-error" className="mt-2 text-sm text-danger">
                    {t(errors.payment as TranslationKey)}
                  </p>
                )}
              </fieldset>
              <Button type="submit" size="xl" className="w-full text-lg sm:w-auto">
                {t('shop.checkout.placeOrder')}
              </Button>
            </form>
            <aside aria-labelledby="order-summary-title" className="order-first h-fit space-y-4 lg:order-none rounded-2xl border bg-card p-5 lg:sticky lg:top-24">
              <h2 id="order-summary-title" className="text-xl font-bold">
                {t('shop.checkout.summary')}
              </h2>
              <OrderLines lines={lines} />
              <SummaryRows summary={summary} />
              <DemoNote />
            </aside>
          </div>
        )}
      </ShopSection>
    </>
  )
}
