import { ACCOUNT_LINKS } from '@content/menu'
import type { ReactNode } from 'react'
import { Form, NavLink } from 'react-router'
import { PageHeader } from '~/components/page/page-header'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/input'
import { useI18n } from '~/features/i18n/i18n-context'
import { LANGUAGE_OPTIONS } from '~/features/i18n/languages'
import { localizePath } from '~/features/i18n/localize-path'
import { translatePlural, type TranslationKey } from '~/features/i18n/translate'
import { cn } from '~/lib/cn'
import { COMPANY_TIME_ZONE } from '~/lib/company-time'
import { AccountForm, FormMessage, NewPasswordField, TextField, type FormAnswer } from './account-form'
import { Avatar } from './account-menu'
import { BillingSchema, ChangePasswordSchema, DeleteProfileSchema, NotificationsSchema, ProfileSchema } from './account.schema'
import type { AccountView, ProjectView, SessionList } from './account-view'

/** The frame of every account page: heading, the account's pages on the side, the page itself. */
export function AccountShell({ account, children }: { account: AccountView; children: ReactNode }) {
  const { t, language } = useI18n()
  return (
    <>
      <PageHeader title={t('account.shell.title')} text={t('account.shell.text', { name: account.name })} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr] md:py-14">
        <nav aria-label={t('account.shell.nav')} className="min-w-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 md:grid md:overflow-visible md:pb-0">
            {ACCOUNT_LINKS.map((item) => (
              <li key={item.key} className="shrink-0">
                <NavLink
                  to={localizePath(item.url!, language)}
                  discover="none"
                  className={({ isActive }) =>
                    cn('block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-muted', isActive && 'bg-primary/10 text-primary')
                  }
                >
                  {t(item.label as TranslationKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </>
  )
}

function Panel({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border bg-card p-5 shadow-xs sm:p-7">
      <h2 className="text-xl font-semibold">{title}</h2>
      {text ? <p className="mt-1 text-sm text-muted-foreground">{text}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  )
}

/** Why a demo visitor sees a form they cannot use: the account is everyone's. */
function DemoNote() {
  const { t } = useI18n()
  return <p className="mb-5 rounded-lg border border-info/40 bg-info/10 px-3.5 py-2.5 text-sm">{t('account.errors.demoAccount')}</p>
}

function useDate() {
  const { locale } = useI18n()
  return (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE }).format(new Date(iso))
}

export function ProfilePage({ account, answer }: { account: AccountView; answer: FormAnswer | undefined }) {
  const { t, locale } = useI18n()
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: COMPANY_TIME_ZONE }).format(new Date(account.createdAt))
  return (
    <Panel title={t('account.profile.title')} text={t('account.profile.text')}>
      <div className="mb-6 flex items-center gap-4">
        <Avatar name={account.name} className="size-16 text-xl" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{account.name}</p>
          <p className="truncate text-sm text-muted-foreground">{account.email}</p>
          <p className="text-sm text-muted-foreground">{t('account.profile.since', { date: since })}</p>
        </div>
      </div>
      {account.isDemo ? <DemoNote /> : null}
      <AccountForm schema={ProfileSchema} answer={answer} submitLabel={t('account.common.save')} disabled={account.isDemo}>
        {(errorOf, valueOf) => (
          <>
            <TextField name="name" autoComplete="name" label={t('account.fields.name')} error={errorOf('name')} defaultValue={valueOf('name') ?? account.name} />
            <Field id="account-language" label={t('account.fields.language')} error={errorOf('language')}>
              <Select name="language" defaultValue={valueOf('language') ?? account.language}>
                {LANGUAGE_OPTIONS.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        )}
      </AccountForm>
    </Panel>
  )
}

export function SecurityPage({ sessions: list, answer, isDemo }: { sessions: SessionList; answer: FormAnswer | undefined; isDemo: boolean }) {
  const { t, locale } = useI18n()
  const format = useDate()
  const sessions = list.items
  const others = sessions.filter((session) => !session.current)
  return (
    <div className="grid gap-8">
      <Panel title={t('account.security.passwordTitle')} text={isDemo ? t('account.errors.demoAccount') : t('account.security.passwordText')}>
        <AccountForm schema={ChangePasswordSchema} answer={answer?.values?.intent === 'sessions' ? undefined : answer} intent="password" submitLabel={t('account.security.change')}>
          {(errorOf) => (
            <>
              <TextField name="currentPassword" type="password" autoComplete="current-password" label={t('account.fields.currentPassword')} error={errorOf('currentPassword')} />
              <NewPasswordField label={t('account.fields.newPassword')} error={errorOf('password')} />
            </>
          )}
        </AccountForm>
      </Panel>
      <Panel title={t('account.security.sessionsTitle')} text={t(isDemo ? 'account.security.demoSessions' : 'account.security.sessionsText')}>
        {answer?.values?.intent === 'sessions' && answer.message ? <FormMessage tone={answer.tone}>{t(answer.message as TranslationKey)}</FormMessage> : null}
        <ul className="mt-3 divide-y rounded-xl border">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {session.device}
                  {session.current ? <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t('account.security.thisDevice')}</span> : null}
                </p>
                <p className="text-sm text-muted-foreground">{t('account.security.lastSeen', { date: format(session.lastSeenAt) })}</p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="sessions" />
                  <input type="hidden" name="session" value={session.id} />
                  <Button type="submit" variant="outline" size={null} className="px-3 py-1.5 text-sm font-medium">
                    {t('account.security.end')}
                    <span className="sr-only"> {session.device}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {list.more > 0 ? <p className="mt-3 text-sm text-muted-foreground">{translatePlural(t, locale, 'account.security.more', list.more)}</p> : null}
        {others.length + list.more > 1 ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="sessions" />
            <Button type="submit" variant="outline" size="sm" className="text-sm">
              {t('account.security.endAll')}
            </Button>
          </Form>
        ) : null}
      </Panel>
    </div>
  )
}

const NOTIFICATION_KEYS = ['productNews', 'blogDigest', 'orderUpdates'] as const

export function NotificationsPage({ preferences, answer, isDemo = false }: { preferences: Record<(typeof NOTIFICATION_KEYS)[number], boolean>; answer: FormAnswer | undefined; isDemo?: boolean }) {
  const { t } = useI18n()
  return (
    <Panel title={t('account.notifications.title')} text={t('account.notifications.text')}>
      {isDemo ? <DemoNote /> : null}
      <AccountForm schema={NotificationsSchema} answer={answer} submitLabel={t('account.common.save')} disabled={isDemo}>
        {() => (
          <fieldset className="grid gap-4">
            <legend className="sr-only">{t('account.notifications.title')}</legend>
            {NOTIFICATION_KEYS.map((key) => (
              <label key={key} className="flex items-start gap-3 rounded-xl border p-4 hover:bg-muted/50">
                <input type="checkbox" name={key} defaultChecked={preferences[key]} className="mt-1 size-4 accent-primary" />
                <span>
                  <span className="block font-medium">{t(`account.notifications.${key}.label`)}</span>
                  <span className="block text-sm text-muted-foreground">{t(`account.notifications.${key}.text`)}</span>
                </span>
              </label>
            ))}
            <p className="text-sm text-muted-foreground">{t('account.notifications.security')}</p>
          </fieldset>
        )}
      </AccountForm>
    </Panel>
  )
}

const STATUS_STYLE: Record<ProjectView['status'], string> = {
  planning: 'bg-info/15 text-info',
  inProgress: 'bg-primary/15 text-primary',
  review: 'bg-warning/20 text-foreground',
  done: 'bg-muted text-muted-foreground',
}

export function ProjectsPage({ projects }: { projects: ProjectView[] }) {
  const { t, locale } = useI18n()
  const format = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
  return (
    <Panel title={t('account.projects.title')} text={t('account.projects.text')}>
      {projects.length === 0 ? (
        <div className="rounded-xl border border-dashed p-8 text-center">
          <p className="font-medium">{t('account.projects.empty')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('account.projects.emptyText')}</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {projects.map((project) => (
            <li key={project.id} className="rounded-xl border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{project.name}</h3>
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[project.status])}>{t(`account.projects.status.${project.status}`)}</span>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{project.summary}</p>
              <div className="mt-3 flex items-center gap-3">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuenow={project.progress} aria-valuemin={0} aria-valuemax={100} aria-label={t('account.projects.progress', { name: project.name })}>
                  <div className="h-full rounded-full bg-primary" style={{ width: `${project.progress}%` }} />
                </div>
                <span className="text-sm tabular-nums">{new Intl.NumberFormat(locale, { style: 'percent' }).format(project.progress / 100)}</span>
              </div>
              <p className="mt-2 text-xs text-muted-foreground">{t('account.projects.due', { date: format(project.dueDate) })}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

const BILLING_FIELDS = [
  ['company', 'organization'],
  ['taxOffice', 'off'],
  ['taxNumber', 'off'],
  // One line: `street-address` is for a multi-line box only (HTML autofill).
  ['address', 'address-line1'],
  ['postalCode', 'postal-code'],
  ['city', 'address-level2'],
  ['country', 'country-name'],
] as const

export function PaymentDetailsPage({ billing, answer, isDemo = false }: { billing: Record<string, string> | null; answer: FormAnswer | undefined; isDemo?: boolean }) {
  const { t } = useI18n()
  return (
    <Panel title={t('account.payment.title')} text={t('account.payment.text')}>
      {isDemo ? <DemoNote /> : null}
      <AccountForm schema={BillingSchema} answer={answer} submitLabel={t('account.common.save')} disabled={isDemo}>
        {(errorOf, valueOf) => (
          <div className="grid gap-5 sm:grid-cols-2">
            {BILLING_FIELDS.map(([name, autoComplete]) => (
              <div key={name} className={name === 'address' ? 'sm:col-span-2' : undefined}>
                <TextField
                  name={name}
                  autoComplete={autoComplete}
                  required={false}
                  label={t(`account.payment.${name}`)}
                  hint={name === 'taxNumber' ? t('account.payment.taxNumberHint') : undefined}
                  error={errorOf(name)}
                  defaultValue={valueOf(name) ?? billing?.[name] ?? ''}
                />
              </div>
            ))}
          </div>
        )}
      </AccountForm>
      <p className="mt-6 text-sm text-muted-foreground">{t('account.payment.noCards')}</p>
    </Panel>
  )
}

export function DeleteProfilePage({ answer, isDemo }: { answer: FormAnswer | undefined; isDemo: boolean }) {
  const { t } = useI18n()
  return (
    <Panel title={t('account.delete.title')} text={t('account.delete.text')}>
      <ul className="mb-6 list-disc space-y-1 ps-5 text-sm">
        <li>{t('account.delete.what.profile')}</li>
        <li>{t('account.delete.what.sessions')}</li>
        <li>{t('account.delete.what.orders')}</li>
      </ul>
      {isDemo ? (
        <FormMessage tone="error">{t('account.errors.demoAccount')}</FormMessage>
      ) : (
        <AccountForm schema={DeleteProfileSchema} answer={answer} submitLabel={t('account.delete.submit')} danger>
          {(errorOf) => (
            <TextField name="currentPassword" type="password" autoComplete="current-password" label={t('account.fields.currentPassword')} error={errorOf('currentPassword')} />
          )}
        </AccountForm>
      )}
    </Panel>
  )
}
