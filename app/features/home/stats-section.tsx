import { BadgeCheck as BadgeCheckDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { useCallback } from 'react'
import type { Language } from '~/features/i18n/languages'
import { formatNumber, formatPercent } from './format-number'
import { yearsOfExperience } from './home-images'
import { SectionHeading } from '~/components/sections/section-heading'
import { useCountUp } from './use-count-up'

const BadgeCheck = icon(BadgeCheckDrawing)

type Statistic = { titleKey: TranslationKey; stat: number; suffix: string }

function StatTile({ stat, suffix, title, language }: { stat: number; suffix: string; title: string; language: Language }) {
  const format = useCallback((value: number) => formatNumber(value, language), [language])
  const ref = useCountUp<HTMLSpanElement>(stat, format)
  return (
    <li className="rounded-2xl border bg-card p-6 text-center">
      <p className="text-4xl font-extrabold tracking-tight text-primary sm:text-5xl" data-testid="stat-value">
        <span ref={ref}>{format(stat)}</span>
        {suffix}
      </p>
      <p className="mt-2 text-sm font-medium text-muted-foreground">{title}</p>
    </li>
  )
}

export function StatsSection({ year }: { year: number }) {
  const { t, language } = useI18n()
  const stats: Statistic[] = [
    { titleKey: 'home.stats.years', stat: yearsOfExperience(year), suffix: '' },
    { titleKey: 'home.stats.sectors', stat: 120, suffix: '+' },
    { titleKey: 'home.stats.products', stat: 200, suffix: '+' },
    { titleKey: 'home.stats.customers', stat: 600, suffix: '+' },
  ]
  return (
    <section aria-labelledby="stats-heading" className="render-when-near [--estimated-height:597px] sm:[--estimated-height:540px] lg:[--estimated-height:380px] bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="stats-heading" eyebrow={t('home.stats.eyebrow')} title={t('home.stats.title')} />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {stats.map((s) => (
            <StatTile key={s.titleKey} stat={s.stat} suffix={s.suffix} title={t(s.titleKey)} language={language} />
          ))}
        </ul>
        <div className="mx-auto mt-8 flex max-w-xl items-center gap-4 rounded-2xl bg-primary p-5 text-primary-foreground" data-testid="satisfaction-badge">
          <BadgeCheck aria-hidden="true" className="size-10 shrink-0" />
          <p>
            <strong className="block text-2xl font-extrabold">{formatPercent(100, language)} {t('home.stats.satisfaction')}</strong>
            <span className="text-sm opacity-90">{t('home.stats.satisfactionText')}</span>
          </p>
        </div>
      </div>
    </section>
  )
}
