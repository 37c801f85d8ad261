import { useState, type FormEvent, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { cn } from '~/lib/cn'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { SubmitButton } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { PASSWORD_MIN_LENGTH, validateAccountForm, type AccountFieldErrors, type AccountSchema } from './account.schema'

/** What an account action answers its page: a message for the whole form and/or one per field, and what was typed. */
export type FormAnswer = {
  tone: 'error' | 'success'
  message?: string
  errors?: AccountFieldErrors
  values?: Record<string, string>
}

/**
 * An account form: posts to its route's action (with or without JavaScript). With JavaScript
 * the same schema runs first and a failing form is not sent; the server's answer (`answer`)
 * shows otherwise. The first invalid field gets the focus.
 */
export function AccountForm({
  schema,
  answer,
  submitLabel,
  sendingLabel,
  children,
  className,
  danger,
  action,
  intent,
  disabled,
}: {
  schema: AccountSchema
  answer: FormAnswer | undefined
  submitLabel: string
  sendingLabel?: string
  children: (errorOf: (field: string) => string | undefined, valueOf: (field: string) => string | undefined) => ReactNode
  className?: string
  danger?: boolean
  action?: string
  /** Names the form among several on one page (the action reads it; only its button shows progress). */
  intent?: string
  /** Shown but not usable (the shared demo account's settings): every field and the button are disabled. */
  disabled?: boolean
}) {
  const { t } = useI18n()
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<AccountFieldErrors | null>(null)
  const sending = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
  const errors = clientErrors ?? answer?.errors ?? {}

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const values = Object.fromEntries([...new FormData(form)].filter(([, value]) => typeof value === 'string'))
    const checked = validateAccountForm(schema, values)
    if (checked.ok) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(checked.errors)
    const first = Object.keys(schema.def.shape).find((field) => checked.errors[field])
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
  }

  const errorOf = (field: string) => (errors[field] ? t(errors[field] as TranslationKey) : undefined)
  const valueOf = (field: string) => answer?.values?.[field]
  return (
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className={cn('grid gap-5', className)}>
      {answer?.message && !clientErrors ? <FormMessage tone={answer.tone}>{t(answer.message as TranslationKey)}</FormMessage> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {/* `contents`: the fieldset only disables; the form's grid lays out its children as before. */}
      <fieldset disabled={disabled} className="contents">
        {children(errorOf, valueOf)}
        <SubmitButton
          busy={sending}
          label={submitLabel}
          busyLabel={sendingLabel ?? t('account.common.sending')}
          variant={danger ? 'danger' : 'primary'}
          className="justify-self-start"
        />
      </fieldset>
    </Form>
  )
}

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'success' ? 'status' : 'alert'}
      className={cn('rounded-lg border px-3.5 py-2.5 text-sm font-medium', tone === 'success' ? 'border-primary/40 bg-primary/10' : 'border-danger/40 bg-danger/10')}
    >
      {children}
    </p>
  )
}

/** A labelled input tied to its hint and message (aria-describedby). */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  defaultValue,
  hint,
  required = true,
}: {
  name: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  error?: string
  defaultValue?: string
  hint?: string
  required?: boolean
}) {
  return (
    <Field id={`account-${name}`} label={label} hint={hint} error={error} required={required}>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
      />
    </Field>
  )
}

/** The field of a new password (sign-up, reset, change), with its rule as the hint. */
export function NewPasswordField({ label, error }: { label: string; error?: string }) {
  const { t } = useI18n()
  return <TextField name="password" type="password" autoComplete="new-password" label={label} hint={t('account.fields.passwordHint', { count: PASSWORD_MIN_LENGTH })} error={error} />
}
