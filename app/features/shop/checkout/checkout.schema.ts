import * as z from 'zod/mini'

export const PAYMENT_METHODS = ['card', 'transfer', 'cash'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

// zod/mini, as the lead forms use: the checkout chunk stays small.
const text = (requiredKey: string, max = 120) =>
  z.string({ error: requiredKey }).check(
    z.trim(),
    // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
    z.minLength(1, { error: requiredKey }),
    z.maxLength(max, { error: 'shop.checkout.errors.tooLong' }),
  )

/** The demo checkout form. Messages are translation keys, shown next to their fields. */
const checkoutSchema = z.object({
  name: text('shop.checkout.errors.name'),
  email: z
    .string({ error: 'shop.checkout.errors.email' })
    .check(
      z.trim(),
      // Stryker disable next-line ObjectLiteral,StringLiteral: the string's own error gives the same key to every check without one (an empty one too)
      z.minLength(1, { error: 'shop.checkout.errors.email' }),
      z.maxLength(254, { error: 'shop.checkout.errors.tooLong' }),
      z.email({ error: 'shop.checkout.errors.emailFormat' }),
    ),
  phone: text('shop.checkout.errors.phone', 40),
  street: text('shop.checkout.errors.street', 200),
  /** Turkish addresses name the district (İlçe) beside the province (İl); elsewhere it may stay empty. */
  district: z._default(z.string().check(z.trim(), z.maxLength(80, { error: 'shop.checkout.errors.tooLong' })), ''),
  city: text('shop.checkout.errors.city'),
  postalCode: text('shop.checkout.errors.postalCode', 20),
  country: text('shop.checkout.errors.country'),
  payment: z.enum(PAYMENT_METHODS, { error: 'shop.checkout.errors.payment' }),
})

export type CheckoutForm = z.infer<typeof checkoutSchema>
export type CheckoutField = keyof CheckoutForm
export const CHECKOUT_FIELDS = Object.keys(checkoutSchema.shape) as CheckoutField[]

/** The first message of each failing field, or null when the form is valid. */
export function checkoutErrors(input: Record<string, unknown>): { data: CheckoutForm; errors: null } | { data: null; errors: Partial<Record<CheckoutField, string>> } {
  const result = checkoutSchema.safeParse(input)
  if (result.success) return { data: result.data, errors: null }
  const errors: Partial<Record<CheckoutField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField
    errors[field] ??= issue.message
  }
  return { data: null, errors }
}
