import { Check as CheckDrawing, Minus as MinusDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { SectionOf } from '~/features/content/page-schema'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { cn } from '~/lib/cn'
import { ActionLink } from './action-link'
import { CheckList } from './check-list'
import { formatEuros } from './format-euros'
import { SectionFrame } from './section-frame'

const Check = icon(CheckDrawing)
const Minus = icon(MinusDrawing)

/**
 * Plans with a monthly/yearly switch made of two radio buttons: CSS (`.pricing:has(...)` in
 * app.css) shows the chosen period's prices, so it works before and without any JavaScript.
 */
export function PricingSection({ section, id }: { section: SectionOf<'pricing'>; id: string }) {
  const { t, locale } = useI18n()
  const price = (value: number | null, period: 'monthly' | 'yearly') =>
    value === null ? (
      <span data-billing={period} className="text-3xl font-extrabold">{t('sections.onRequest')}</span>
    ) : (
      <span data-billing={period}>
        <span className="text-4xl font-extrabold">{formatEuros(value, locale)}</span>
        <span className="text-muted-foreground"> {t('sections.perMonth')}</span>
        {period === 'yearly' && <span className="block text-sm text-muted-foreground">{t('sections.billedYearly')}</span>}
      </span>
    )
  return (
    <SectionFrame id={id} heading={section}>
      <div className="pricing">
        <fieldset className="mx-auto flex w-fit rounded-full border bg-card p-1">
          <legend className="sr-only">{t('sections.billingPeriod')}</legend>
          {(['monthly', 'yearly'] as const).map((period) => (
            <label key={period} className="cursor-pointer rounded-full px-5 py-2 text-sm font-semibold has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring">
              <input type="radio" name={`${id}-billing`} value={period} defaultChecked={period === 'monthly'} className="sr-only" />
              {t(`sections.${period}`)}
            </label>
          ))}
        </fieldset>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {section.plans.map((plan) => (
            <li key={plan.name} className={cn('relative flex flex-col rounded-2xl border bg-card p-6 sm:p-8', plan.highlighted && 'border-2 border-primary shadow-lg')}>
              {plan.highlighted && <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">{t('sections.popular')}</p>}
              <h3 className="text-xl font-bold">{plan.name}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-6 min-h-20">
                {price(plan.monthly, 'monthly')}
                {price(plan.yearly, 'yearly')}
              </p>
              <CheckList items={plan.features} className="mt-6 flex-1 text-sm" />
              <ActionLink label={plan.action.label} to={plan.action.to} style={plan.highlighted ? 'primary' : 'secondary'} className="mt-8" />
            </li>
          ))}
        </ul>
        {section.terms && (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            <LocalizedLink to={section.terms.to} className="underline underline-offset-4 hover:text-foreground">
              {section.terms.label}
            </LocalizedLink>
          </p>
        )}
        {section.comparison && (
          <div className="mt-16">
            <h3 className="text-center text-2xl font-bold">{section.comparison.title}</h3>
            {/* Scrolls sideways in its own box on a phone (keyboard-reachable: tabIndex). `relative`
                makes it the containing block of the cells' sr-only texts, which are absolutely
                positioned: else they escape the scroll box and widen the page (issue #39). */}
            <div className="relative mt-6 overflow-x-auto rounded-2xl border bg-card" tabIndex={0} role="region" aria-label={section.comparison.title}>
              <table className="w-full min-w-[36rem] text-sm">
                <thead>
                  <tr className="border-b bg-muted/60">
                    <th scope="col" className="p-4 text-start">{t('sections.feature')}</th>
                    {section.plans.map((plan) => (
                      <th key={plan.name} scope="col" className="p-4 text-center">{plan.name}</th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {section.comparison.rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row" className="p-4 text-start font-medium">{row.label}</th>
                      {row.values.map((value, index) => (
                        <td key={index} className="p-4 text-center">
                          {value === true ? (
                            <><Check aria-hidden="true" className="mx-auto size-5 text-primary" /><span className="sr-only">{t('sections.included')}</span></>
                          ) : value === false ? (
                            <><Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" /><span className="sr-only">{t('sections.notIncluded')}</span></>
                          ) : (
                            value
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </div>
    </SectionFrame>
  )
}
