import { describe, expect, it } from 'vitest'
import { checkoutErrors } from './checkout.schema'

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
})
