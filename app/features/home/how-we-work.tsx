import { Code as CodeDrawing, PenTool as PenToolDrawing, Rocket as RocketDrawing, Search as SearchDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { SectionHeading } from '~/components/sections/section-heading'

const Code = icon(CodeDrawing)
const PenTool = icon(PenToolDrawing)
const Rocket = icon(RocketDrawing)
const Search = icon(SearchDrawing)

const STEPS = [
  { id: 'step1', icon: Search },
  { id: 'step2', icon: PenTool },
  { id: 'step3', icon: Code },
  { id: 'step4', icon: Rocket },
] as const

export function HowWeWork() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="how-we-work-heading" className="render-when-near [--estimated-height:986px] sm:[--estimated-height:554px] lg:[--estimated-height:384px] pb-16 sm:pb-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="how-we-work-heading" eyebrow={t('home.howWeWork.eyebrow')} title={t('home.howWeWork.title')} text={t('home.howWeWork.text')} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ id, icon: Icon }, index) => (
            <li key={id} className="relative rounded-2xl border bg-card p-6">
              <span aria-hidden="true" className="absolute top-5 right-5 text-2xl font-extrabold text-muted-foreground">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">{t(`home.howWeWork.${id}.title` as TranslationKey)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`home.howWeWork.${id}.text` as TranslationKey)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
