import { ChevronDown as ChevronDownDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { SectionHeading } from '~/components/sections/section-heading'

const ChevronDown = icon(ChevronDownDrawing)

const ITEMS = ['item1', 'item2', 'item3', 'item4'] as const

/**
 * The what-we-do accordion: `<details name>` gives "one open at a time" from the browser itself,
 * with keyboard and screen-reader support and no JavaScript.
 */
export function WhatWeDo() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="what-we-do-heading" className="render-when-near [--estimated-height:632px] sm:[--estimated-height:508px] lg:[--estimated-height:353px] py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[1fr_1.3fr]">
        <SectionHeading id="what-we-do-heading" align="start" eyebrow={t('home.whatWeDo.eyebrow')} title={t('home.whatWeDo.title')} text={t('home.whatWeDo.text')} />
        <div className="divide-y rounded-2xl border bg-card" data-testid="what-we-do">
          {ITEMS.map((item, index) => (
            <details key={item} name="what-we-do" open={index === 0} className="group px-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold [&::-webkit-details-marker]:hidden">
                {t(`home.whatWeDo.${item}.title` as TranslationKey)}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="pb-5 text-muted-foreground">{t(`home.whatWeDo.${item}.text` as TranslationKey)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
