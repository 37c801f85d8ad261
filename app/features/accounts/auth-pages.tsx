import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { AccountForm, FormMessage, NewPasswordField, TextField, type FormAnswer } from './account-form'
import { ForgotPasswordSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from './account.schema'
import { FORGOT_PASSWORD_PATH, RETURN_URL_PARAM, SIGN_IN_PATH, SIGN_UP_PATH } from './account-paths'

/** The narrow, centred card of every sign-in page: heading, lead text, the form, links to the other pages. */
function AuthCard({ title, text, children, footer }: { title: string; text?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {text ? <p className="mt-2 text-muted-foreground">{text}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 grid gap-2 text-center text-sm">{footer}</div> : null}
    </section>
  )
}

function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className="font-semibold text-primary underline-offset-4 hover:underline" discover="none">
      {children}
    </LocalizedLink>
  )
}

/** Keeps `returnUrl` on the links between the sign-in pages, so the visitor still lands where they were going. */
function useReturnQuery(): string {
  const [params] = useSearchParams()
  const returnUrl = params.get(RETURN_URL_PARAM)
  return returnUrl ? `?${new URLSearchParams({ [RETURN_URL_PARAM]: returnUrl })}` : ''
}

export type DemoCredentials = { email: string; password: string } | null

export function SignInPage({ answer, demo }: { answer: FormAnswer | undefined; demo: DemoCredentials }) {
  const { t } = useI18n()
  const query = useReturnQuery()
  const [params] = useSearchParams()
  return (
    <AuthCard
      title={t('account.auth.signIn.title')}
      text={t('account.auth.signIn.text')}
      footer={
        <p>
          {t('account.auth.signIn.noAccount')} <AuthLink to={`${SIGN_UP_PATH}${query}`}>{t('account.auth.signUp.title')}</AuthLink>
        </p>
      }
    >
      {params.get('reset') === '1' && !answer ? (
        <div className="mb-5">
          <FormMessage tone="success">{t('account.auth.signIn.resetDone')}</FormMessage>
        </div>
      ) : null}
      {demo ? (
        <p className="mb-5 rounded-lg border border-primary/30 bg-primary/5 px-3.5 py-2.5 text-sm">
          {t('account.auth.signIn.demo', { email: demo.email, password: demo.password })}
        </p>
      ) : null}
      <AccountForm schema={SignInSchema} answer={answer} submitLabel={t('account.auth.signIn.submit')}>
        {(errorOf, valueOf) => (
          <>
            <TextField name="email" type="email" autoComplete="username" label={t('account.fields.email')} error={errorOf('email')} defaultValue={valueOf('email')} />
            <TextField name="password" type="password" autoComplete="current-password" label={t('account.fields.password')} error={errorOf('password')} />
            <p className="-mt-2 text-sm">
              <AuthLink to={FORGOT_PASSWORD_PATH}>{t('account.auth.signIn.forgot')}</AuthLink>
            </p>
          </>
        )}
      </AccountForm>
    </AuthCard>
  )
}

export function SignUpPage({ answer }: { answer: FormAnswer | undefined }) {
  const { t } = useI18n()
  const query = useReturnQuery()
  const done = answer?.tone === 'success'
  return (
    <AuthCard
      title={t('account.auth.signUp.title')}
      text={done ? undefined : t('account.auth.signUp.text')}
      footer={
        <p>
          {t('account.auth.signUp.haveAccount')} <AuthLink to={`${SIGN_IN_PATH}${query}`}>{t('account.auth.signIn.title')}</AuthLink>
        </p>
      }
    >
      {done ? (
        <FormMessage tone="success">{t('account.auth.signUp.sent')}</FormMessage>
      ) : (
        <AccountForm schema={SignUpSchema} answer={answer} submitLabel={t('account.auth.signUp.submit')}>
          {(errorOf, valueOf) => (
            <>
              <TextField name="name" autoComplete="name" label={t('account.fields.name')} error={errorOf('name')} defaultValue={valueOf('name')} />
              <TextField name="email" type="email" autoComplete="email" label={t('account.fields.email')} error={errorOf('email')} defaultValue={valueOf('email')} />
              <NewPasswordField label={t('account.fields.password')} error={errorOf('password')} />
              <p className="text-xs text-muted-foreground">
                {t('account.auth.signUp.privacy')}{' '}
                <AuthLink to="/privacy-policy">{t('leads.privacy.link')}</AuthLink>
              </p>
            </>
          )}
        </AccountForm>
      )}
    </AuthCard>
  )
}

export function ForgotPasswordPage({ answer }: { answer: FormAnswer | undefined }) {
  const { t } = useI18n()
  const done = answer?.tone === 'success'
  return (
    <AuthCard
      title={t('account.auth.forgot.title')}
      text={done ? undefined : t('account.auth.forgot.text')}
      footer={<AuthLink to={SIGN_IN_PATH}>{t('account.auth.backToSignIn')}</AuthLink>}
    >
      {done ? (
        <FormMessage tone="success">{t('account.auth.forgot.sent')}</FormMessage>
      ) : (
        <AccountForm schema={ForgotPasswordSchema} answer={answer} submitLabel={t('account.auth.forgot.submit')}>
          {(errorOf, valueOf) => (
            <TextField name="email" type="email" autoComplete="email" label={t('account.fields.email')} error={errorOf('email')} defaultValue={valueOf('email')} />
          )}
        </AccountForm>
      )}
    </AuthCard>
  )
}

export function ResetPasswordPage({ answer, valid }: { answer: FormAnswer | undefined; valid: boolean }) {
  const { t } = useI18n()
  return (
    <AuthCard title={t('account.auth.reset.title')} text={valid ? t('account.auth.reset.text') : undefined} footer={<AuthLink to={SIGN_IN_PATH}>{t('account.auth.backToSignIn')}</AuthLink>}>
      {valid ? (
        <AccountForm schema={ResetPasswordSchema} answer={answer} submitLabel={t('account.auth.reset.submit')}>
          {(errorOf) => (
            <NewPasswordField label={t('account.fields.newPassword')} error={errorOf('password')} />
          )}
        </AccountForm>
      ) : (
        <div className="grid gap-4">
          <FormMessage tone="error">{t('account.auth.reset.invalid')}</FormMessage>
          <AuthLink to={FORGOT_PASSWORD_PATH}>{t('account.auth.reset.again')}</AuthLink>
        </div>
      )}
    </AuthCard>
  )
}

export function VerifyEmailPage({ state }: { state: 'verified' | 'invalid' | 'failed' }) {
  const { t } = useI18n()
  const message = state === 'verified' ? 'account.auth.verify.verified' : state === 'invalid' ? 'account.auth.verify.invalid' : 'account.errors.unavailable'
  return (
    <AuthCard title={t('account.auth.verify.title')}>
      <div className="grid gap-4">
        <FormMessage tone={state === 'verified' ? 'success' : 'error'}>{t(message)}</FormMessage>
        <AuthLink to={SIGN_IN_PATH}>{state === 'verified' ? t('account.auth.signIn.title') : t('account.auth.backToSignIn')}</AuthLink>
      </div>
    </AuthCard>
  )
}

export function SignedOutPage() {
  const { t } = useI18n()
  const [params] = useSearchParams()
  return (
    <AuthCard title={t('account.auth.signedOut.title')} text={t('account.auth.signedOut.text')}>
      {params.get('deleted') === '1' ? (
        <div className="mb-5">
          <FormMessage tone="success">{t('account.auth.signedOut.deleted')}</FormMessage>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <AuthLink to={SIGN_IN_PATH}>{t('account.auth.signedOut.signInAgain')}</AuthLink>
        <AuthLink to="/">{t('account.auth.signedOut.home')}</AuthLink>
      </div>
    </AuthCard>
  )
}
