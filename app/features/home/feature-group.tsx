import { ArrowRight as ArrowRightDrawing, Blocks as BlocksDrawing, Lock as LockDrawing, MessagesSquare as MessagesSquareDrawing, Palette as PaletteDrawing } from 'lucide'
import { icon, type LucideIcon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { TranslationKey } from '~/features/i18n/translate'
import { SectionHeading } from '~/components/sections/section-heading'

const ArrowRight = icon(ArrowRightDrawing)
const Blocks = icon(BlocksDrawing)
const Lock = icon(LockDrawing)
const MessagesSquare = icon(MessagesSquareDrawing)
const Palette = icon(PaletteDrawing)

type Feature = { id: 'design' | 'modular' | 'contact' | 'privacy'; icon: LucideIcon; to: string }

// Each card leads to the page that says more: services, the modules and their prices, contact,
// and the help article on data protection (content/collections/help/data-protection).
const FEATURES: readonly Feature[] = [
  { id: 'design', icon: Palette, to: '/services/v1' },
  { id: 'modular', icon: Blocks, to: '/pricing' },
  { id: 'contact', icon: MessagesSquare, to: '/contact' },
  { id: 'privacy', icon: Lock, to: '/help/detail/data-protection' },
]

export function FeatureGroup() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="features-heading" className="render-when-near [--estimated-height:1312px] sm:[--estimated-height:728px] lg:[--estimated-height:508px] py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="features-heading" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')} text={t('home.features.text')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ id, icon: Icon, to }) => (
            <li key={id} className="flex flex-col rounded-2xl border bg-card p-6 transition-shadow hover:shadow-lg" data-feature={id}>
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`home.features.${id}.title` as TranslationKey)}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{t(`home.features.${id}.text` as TranslationKey)}</p>
              <LocalizedLink
                to={to}
                className="mt-5 inline-flex items-center gap-1.5 self-start rounded-full text-sm font-semibold text-primary hover:underline"
              >
                {t(`home.features.${id}.button` as TranslationKey)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
