import { describe, expect, it } from 'vitest'
import { CHECKOUT_FIELDS, checkoutErrors } from './checkout.schema'

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '0555 123 45 67', street: 'Teknoloji Cad. 12', city: 'Eskişehir', postalCode: '26130', country: 'Türkiye', payment: 'card' }

describe('checkout schema', () => {
  it('accepts a complete form and trims it', () => {
    const result = checkoutErrors({ ...valid, name: '  Ada Lovelace ' })
    expect(result.errors).toBeNull()
    expect(result.data?.name).toBe('Ada Lovelace')
  })

  it('takes the district (İlçe) when given and leaves it empty otherwise', () => {
    expect(checkoutErrors({ ...valid, district: ' Tepebaşı ' }).data?.district).toBe('Tepebaşı')
    expect(checkoutErrors(valid).data?.district).toBe('')
  })

  it('names every empty field with its translation key', () => {
    const result = checkoutErrors({})
    expect(result.errors).toEqual({
      name: 'shop.checkout.errors.name',
      email: 'shop.checkout.errors.email',
      phone: 'shop.checkout.errors.phone',
      street: 'shop.checkout.errors.street',
      city: 'shop.checkout.errors.city',
      postalCode: 'shop.checkout.errors.postalCode',
      country: 'shop.checkout.errors.country',
      payment: 'shop.checkout.errors.payment',
    })
  })

  it('rejects a malformed e-mail, an unknown payment method and overlong text', () => {
    expect(checkoutErrors({ ...valid, email: 'ada@' }).errors).toEqual({ email: 'shop.checkout.errors.emailFormat' })
    expect(checkoutErrors({ ...valid, payment: 'bitcoin' }).errors).toEqual({ payment: 'shop.checkout.errors.payment' })
    expect(checkoutErrors({ ...valid, city: 'x'.repeat(500) }).errors).toEqual({ city: 'shop.checkout.errors.tooLong' })
    expect(checkoutErrors({ ...valid, district: 'x'.repeat(81) }).errors).toEqual({ district: 'shop.checkout.errors.tooLong' })
    expect(checkoutErrors({ ...valid, name: '   ' }).errors).toEqual({ name: 'shop.checkout.errors.name' })
  })

  it('trims every text field before checking it', () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([field, value]) => [field, field === 'payment' ? value : ` \t${value}\n `]))
    expect(checkoutErrors({ ...padded, district: '  Tepebaşı ' })).toEqual({ data: { ...valid, district: 'Tepebaşı' }, errors: null })
  })

  it('takes each field up to its length and says "too long" one character past it', () => {
    const limits = { name: 120, phone: 40, street: 200, district: 80, city: 120, postalCode: 20, country: 120 } as const
    for (const [field, max] of Object.entries(limits)) {
      expect(checkoutErrors({ ...valid, [field]: ` ${'x'.repeat(max)} ` }).data?.[field as keyof typeof limits], field).toBe('x'.repeat(max))
      expect(checkoutErrors({ ...valid, [field]: 'x'.repeat(max + 1) }).errors, field).toEqual({ [field]: 'shop.checkout.errors.tooLong' })
    }
  })

  it('takes an e-mail address of up to 254 characters', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`
    expect(longest).toHaveLength(254)
    expect(checkoutErrors({ ...valid, email: ` ${longest} ` }).data?.email).toBe(longest)
    expect(checkoutErrors({ ...valid, email: `b${longest}` }).errors).toEqual({ email: 'shop.checkout.errors.tooLong' })
  })

  it('tells an empty e-mail field from one that holds no address', () => {
    expect(checkoutErrors({ ...valid, email: '  ' }).errors).toEqual({ email: 'shop.checkout.errors.email' })
    expect(checkoutErrors({ ...valid, email: 42 }).errors).toEqual({ email: 'shop.checkout.errors.email' })
    expect(checkoutErrors({ ...valid, email: 'ada@example' }).errors).toEqual({ email: 'shop.checkout.errors.emailFormat' })
  })

  it('takes each payment method of the demo shop', () => {
    for (const payment of ['card', 'transfer', 'cash']) expect(checkoutErrors({ ...valid, payment }).data?.payment).toBe(payment)
    expect(CHECKOUT_FIELDS).toEqual(['name', 'email', 'phone', 'street', 'district', 'city', 'postalCode', 'country', 'payment'])
  })
})
