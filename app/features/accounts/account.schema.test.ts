import { describe, expect, it } from 'vitest'
import { rawDictionaries } from '~/features/i18n/dictionaries.server'
import {
  BillingSchema,
  ChangePasswordSchema,
  DeleteProfileSchema,
  EMAIL_MAX_LENGTH,
  EndSessionsSchema,
  ForgotPasswordSchema,
  NAME_MAX_LENGTH,
  NotificationsSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ProfileSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  validateAccountForm,
} from './account.schema'

/** The longest address the forms take: 64 + 1 + 189 characters, every label within 63. */
const LONGEST_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`
/** Well-formed too, but one character longer. */
const TOO_LONG_EMAIL = LONGEST_EMAIL.replace('@', '@b')

const SIGN_UP = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' }
const BILLING_EMPTY = { company: '', taxOffice: '', taxNumber: '', address: '', postalCode: '', city: '', country: '' }
const SESSION_ID = 'A'.repeat(20) + 'z'.repeat(10) + '0123456789_-' + 'Q' // 43 characters of base64url

function errorsOf(...args: Parameters<typeof validateAccountForm>) {
  const result = validateAccountForm(...args)
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`)
  return result.errors
}
function dataOf(...args: Parameters<typeof validateAccountForm>) {
  const result = validateAccountForm(...args)
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.errors)}`)
  return result.data as Record<string, unknown>
}

describe('account e-mail addresses', () => {
  it('are trimmed before they are checked', () => {
    expect(dataOf(ForgotPasswordSchema, { email: '  ada@example.com \t' })).toEqual({ email: 'ada@example.com' })
    // Line ends outside the address go with the trim; inside it they are refused.
    expect(dataOf(SignInSchema, { email: '\nada@example.com\r\n', password: 'x' }).email).toBe('ada@example.com')
  })

  it('ask for the address when the field is empty (l10n review 3 item 32)', () => {
    for (const email of ['', '   ', '\t\n']) expect(errorsOf(ForgotPasswordSchema, { email }), JSON.stringify(email)).toEqual({ email: 'account.errors.emailRequired' })
    expect(errorsOf(SignUpSchema, { name: 'Ada', email: '', password: 'p'.repeat(10) })).toEqual({ email: 'account.errors.emailRequired' })
  })

  it('refuse what is no address, missing or not text with one message', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada example@example.com', 42, null, undefined]) {
      expect(errorsOf(ForgotPasswordSchema, { email }), String(email)).toEqual({ email: 'account.errors.email' })
    }
    expect(errorsOf(ForgotPasswordSchema, {})).toEqual({ email: 'account.errors.email' })
  })

  it(`take up to ${EMAIL_MAX_LENGTH} characters, counted after the trim`, () => {
    expect(EMAIL_MAX_LENGTH).toBe(254)
    expect(LONGEST_EMAIL).toHaveLength(254)
    expect(TOO_LONG_EMAIL).toHaveLength(255)
    expect(dataOf(ForgotPasswordSchema, { email: ` ${LONGEST_EMAIL} ` })).toEqual({ email: LONGEST_EMAIL })
    expect(errorsOf(ForgotPasswordSchema, { email: TOO_LONG_EMAIL })).toEqual({ email: 'account.errors.email' })
  })

  it('name characters nobody types with their own message', () => {
    for (const char of ['\u0000', '\u0007', '\u001F', '\u007F', '\uFFFE', '\uFFFF', '\uD800', '\uDFFF']) {
      expect(errorsOf(ForgotPasswordSchema, { email: `ada${char}@example.com` }), `U+${char.charCodeAt(0).toString(16)}`).toEqual({
        email: 'account.errors.characters',
      })
    }
  })
})

describe('account names', () => {
  it('are trimmed and required', () => {
    expect(dataOf(SignUpSchema, { ...SIGN_UP, name: '  Ada Lovelace  ' }).name).toBe('Ada Lovelace')
    for (const name of ['', '   ', 7, undefined]) expect(errorsOf(SignUpSchema, { ...SIGN_UP, name }), String(name)).toEqual({ name: 'account.errors.name' })
  })

  it(`take up to ${NAME_MAX_LENGTH} characters after the trim, and say so past them`, () => {
    expect(NAME_MAX_LENGTH).toBe(80)
    expect(dataOf(ProfileSchema, { name: ` ${'n'.repeat(80)} `, language: 'en' })).toEqual({ name: 'n'.repeat(80), language: 'en' })
    expect(errorsOf(ProfileSchema, { name: 'n'.repeat(81), language: 'en' })).toEqual({ name: 'account.errors.nameLength' })
  })

  it('refuse control characters, and a field reports its first failure only', () => {
    expect(errorsOf(SignUpSchema, { ...SIGN_UP, name: 'Ada\tLovelace' })).toEqual({ name: 'account.errors.characters' })
    expect(errorsOf(SignUpSchema, { ...SIGN_UP, name: 'Ada\nLovelace' })).toEqual({ name: 'account.errors.characters' })
    // Both the characters and the length are wrong: the characters are checked first.
    expect(errorsOf(SignUpSchema, { ...SIGN_UP, name: `${'n'.repeat(90)}\u0000` })).toEqual({ name: 'account.errors.characters' })
    expect(dataOf(SignUpSchema, { ...SIGN_UP, name: 'İlkay Işıkoğlu 👩‍💻' }).name).toBe('İlkay Işıkoğlu 👩‍💻')
  })
})

describe('new passwords', () => {
  it(`are ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 128])
    for (const password of ['p'.repeat(10), 'p'.repeat(128)]) expect(dataOf(ResetPasswordSchema, { password })).toEqual({ password })
    for (const password of ['p'.repeat(9), 'p'.repeat(129), '', 1234567890, undefined]) {
      expect(errorsOf(ResetPasswordSchema, { password }), String(password).slice(0, 12)).toEqual({ password: 'account.errors.passwordLength' })
    }
  })

  it('are never trimmed: spaces count as characters and are kept', () => {
    expect(dataOf(ResetPasswordSchema, { password: '  pass word  ' })).toEqual({ password: '  pass word  ' })
    expect(dataOf(ResetPasswordSchema, { password: ' '.repeat(10) })).toEqual({ password: ' '.repeat(10) })
    expect(errorsOf(ResetPasswordSchema, { password: ' short ' })).toEqual({ password: 'account.errors.passwordLength' })
  })

  it('are checked the same way at sign-up and on a password change', () => {
    expect(errorsOf(SignUpSchema, { ...SIGN_UP, password: 'p'.repeat(9) })).toEqual({ password: 'account.errors.passwordLength' })
    expect(errorsOf(ChangePasswordSchema, { currentPassword: 'old', password: 'p'.repeat(129) })).toEqual({ password: 'account.errors.passwordLength' })
    expect(dataOf(ChangePasswordSchema, { currentPassword: 'old', password: 'p'.repeat(10) })).toEqual({ currentPassword: 'old', password: 'p'.repeat(10) })
  })
})

describe('current passwords', () => {
  it('are only required (older passwords may break the rules of today), untrimmed', () => {
    expect(dataOf(SignInSchema, { email: 'ada@example.com', password: 'x' }).password).toBe('x')
    expect(dataOf(DeleteProfileSchema, { currentPassword: ' ' })).toEqual({ currentPassword: ' ' })
    for (const currentPassword of ['', undefined, 5]) {
      expect(errorsOf(DeleteProfileSchema, { currentPassword }), String(currentPassword)).toEqual({ currentPassword: 'account.errors.passwordRequired' })
    }
  })

  it(`past ${PASSWORD_MAX_LENGTH} characters cannot be right: the answer is the one for wrong credentials`, () => {
    expect(dataOf(SignInSchema, { email: 'ada@example.com', password: 'p'.repeat(128) }).password).toHaveLength(128)
    expect(errorsOf(SignInSchema, { email: 'ada@example.com', password: 'p'.repeat(129) })).toEqual({ password: 'account.errors.credentials' })
  })
})

describe('profile and notifications', () => {
  it('take one of the site languages', () => {
    for (const language of ['tr', 'en', 'de']) expect(dataOf(ProfileSchema, { name: 'Ada', language })).toEqual({ name: 'Ada', language })
    for (const language of ['fr', 'EN', '', undefined]) {
      expect(errorsOf(ProfileSchema, { name: 'Ada', language }), String(language)).toEqual({ language: 'account.errors.language' })
    }
  })

  it('read a checkbox as ticked only for "on" (a form) or "true" (JSON), unticked when missing', () => {
    expect(dataOf(NotificationsSchema, { productNews: 'on', blogDigest: 'true' })).toEqual({ productNews: true, blogDigest: true, orderUpdates: false })
    expect(dataOf(NotificationsSchema, { productNews: 'off', blogDigest: '', orderUpdates: 'yes' })).toEqual({ productNews: false, blogDigest: false, orderUpdates: false })
    expect(dataOf(NotificationsSchema, {})).toEqual({ productNews: false, blogDigest: false, orderUpdates: false })
  })
})

describe('billing details', () => {
  it('are optional: missing fields are empty, given ones trimmed', () => {
    expect(dataOf(BillingSchema, {})).toEqual(BILLING_EMPTY)
    expect(dataOf(BillingSchema, BILLING_EMPTY)).toEqual(BILLING_EMPTY)
    expect(dataOf(BillingSchema, { taxNumber: '   ' })).toEqual(BILLING_EMPTY)
    expect(dataOf(BillingSchema, { company: '  Analytical Engines  ', city: ' Eskişehir ', taxNumber: ' 1234567890 ' })).toEqual({
      ...BILLING_EMPTY,
      company: 'Analytical Engines',
      city: 'Eskişehir',
      taxNumber: '1234567890',
    })
  })

  it('limit each line to its length, counted after the trim', () => {
    const limits = { company: 120, taxOffice: 80, address: 200, postalCode: 12, city: 80, country: 80 } as const
    for (const [field, max] of Object.entries(limits)) {
      expect(dataOf(BillingSchema, { [field]: ` ${'x'.repeat(max)} ` })[field], field).toBe('x'.repeat(max))
      expect(errorsOf(BillingSchema, { [field]: 'x'.repeat(max + 1) }), field).toEqual({ [field]: 'account.errors.tooLong' })
      expect(errorsOf(BillingSchema, { [field]: 'x\u0000' }), field).toEqual({ [field]: 'account.errors.characters' })
    }
  })

  it('take a Turkish VKN (10 digits) or TCKN (11), or an EU VAT id, as typed', () => {
    for (const taxNumber of ['1234567890', '12345678901', 'DE123456789', 'de 123 456 789', 'TR12', 'NL123456789B01', 'ATU12345678', 'FR' + 'A1'.repeat(6)]) {
      expect(dataOf(BillingSchema, { taxNumber }).taxNumber, taxNumber).toBe(taxNumber)
    }
  })

  it('refuse any other tax number', () => {
    for (const taxNumber of ['123456789', '123456789012', '12345 6789a', 'D123456789', 'DE1', 'DE' + '1'.repeat(13), '1DE23456789', 'DE-123456789', 'x1234567890', '1234567890x', 'ÄÖ12345']) {
      expect(errorsOf(BillingSchema, { taxNumber }), taxNumber).toEqual({ taxNumber: 'account.errors.taxNumber' })
    }
  })
})

describe('ending sessions', () => {
  it('takes the listed id of one session, or none for all others', () => {
    expect(SESSION_ID).toHaveLength(43)
    expect(dataOf(EndSessionsSchema, { intent: 'sessions', session: SESSION_ID })).toEqual({ intent: 'sessions', session: SESSION_ID })
    expect(dataOf(EndSessionsSchema, { intent: 'sessions' })).toEqual({ intent: 'sessions' })
  })

  it('refuses another intent and anything that is not such an id', () => {
    expect(errorsOf(EndSessionsSchema, { intent: 'delete' })).toEqual({ intent: 'account.errors.invalid' })
    expect(errorsOf(EndSessionsSchema, {})).toEqual({ intent: 'account.errors.invalid' })
    for (const session of [SESSION_ID.slice(1), `${SESSION_ID}A`, `${SESSION_ID.slice(1)}+`, `${SESSION_ID.slice(1)}=`, ` ${SESSION_ID.slice(1)}`, '']) {
      expect(errorsOf(EndSessionsSchema, { intent: 'sessions', session }), session).toEqual({ session: 'account.errors.invalid' })
    }
  })
})

describe('validateAccountForm', () => {
  it('returns the parsed values without fields the schema does not know', () => {
    expect(validateAccountForm(SignUpSchema, { ...SIGN_UP, role: 'admin' })).toEqual({ ok: true, data: SIGN_UP })
  })

  it('names every failing field once, with its first message', () => {
    expect(errorsOf(SignUpSchema, { name: '', email: 'nope', password: 'short' })).toEqual({
      name: 'account.errors.name',
      email: 'account.errors.email',
      password: 'account.errors.passwordLength',
    })
    expect(errorsOf(ChangePasswordSchema, { password: 'p'.repeat(10) })).toEqual({ currentPassword: 'account.errors.passwordRequired' })
  })

  it('fails every field of a body that is not an object', () => {
    for (const input of [null, undefined, 'name=Ada', 42, ['ada@example.com']]) {
      expect(errorsOf(SignUpSchema, input), String(input)).toEqual({ name: 'account.errors.invalid', email: 'account.errors.invalid', password: 'account.errors.invalid' })
    }
    expect(errorsOf(NotificationsSchema, null)).toEqual({ productNews: 'account.errors.invalid', blogDigest: 'account.errors.invalid', orderUpdates: 'account.errors.invalid' })
  })
})

describe('the messages', () => {
  it('are texts in every language', () => {
    const keys = ['email', 'characters', 'name', 'nameLength', 'passwordLength', 'passwordRequired', 'credentials', 'language', 'tooLong', 'taxNumber', 'invalid']
    const dictionaries = rawDictionaries()
    for (const language of ['tr', 'en', 'de'] as const) {
      for (const key of keys) expect(dictionaries[language][`account.errors.${key}`], `${language} ${key}`).toEqual(expect.any(String))
    }
  })
})
