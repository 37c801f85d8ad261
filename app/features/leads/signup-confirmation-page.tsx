import { Form } from 'react-router'
import { PageHeader } from '~/components/page/page-header'
import { Button } from '~/components/ui/button'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { cn } from '~/lib/cn'
import type { SignupPurpose } from './lead-limits'

export type ConfirmationState = 'ask' | 'confirmed' | 'already' | 'invalid' | 'forbidden' | 'failed'

const MESSAGE = {
  confirmed: 'leads.confirm.confirmed',
  already: 'leads.confirm.already',
  invalid: 'leads.confirm.invalid',
  forbidden: 'leads.confirm.forbidden',
  failed: 'leads.confirm.failed',
} as const

/**
 * The page the confirmation link opens (double opt-in): a button whose POST confirms, so a mail
 * scanner that opens the link signs nobody up; then the outcome. Works without JavaScript.
 */
export function SignupConfirmationPage({
  state,
  email,
  purpose,
  lead,
  token,
}: {
  state: ConfirmationState
  email?: string
  /** What the visitor signed up for: the page asks to confirm exactly that. */
  purpose?: SignupPurpose
  lead?: string
  token?: string
}) {
  const { t } = useI18n()
  const good = state === 'confirmed' || state === 'already'
  return (
    <>
      <PageHeader title={t('leads.confirm.title')} />
      <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
        {state === 'ask' ? (
          <Form method="post" className="grid gap-6">
            <p className="text-lg">{t(`leads.confirm.ask.${purpose ?? 'news'}`, { email: email ?? '' })}</p>
            <input type="hidden" name="lead" value={lead} />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" className="justify-self-start">
              {t('leads.confirm.button')}
            </Button>
          </Form>
        ) : (
          <div className="grid gap-6">
            <p role={good ? 'status' : 'alert'} className={cn('rounded-lg border px-4 py-3 font-medium', good ? 'border-primary/40 bg-primary/10' : 'border-danger/40 bg-danger/10')}>
              {t(MESSAGE[state])}
            </p>
            <LocalizedLink to="/" className="justify-self-start font-semibold text-primary underline">
              {t('leads.confirm.home')}
            </LocalizedLink>
          </div>
        )}
      </section>
    </>
  )
}
