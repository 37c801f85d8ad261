import { CheckList } from '~/components/sections/check-list'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { TranslationKey } from '~/features/i18n/translate'
import { callToActionImage, COMING_SOON_SIZE } from './home-images'

const ITEMS = ['item1', 'item2', 'item3', 'item4'] as const

export function CallToAction() {
  const { t, language } = useI18n()
  return (
    <section aria-labelledby="cta-heading" className="render-when-near [--estimated-height:742px] sm:[--estimated-height:966px] lg:[--estimated-height:421px] py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t('home.cta.eyebrow')}</p>
          <h2 id="cta-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('home.cta.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('home.cta.text')}</p>
          <CheckList items={ITEMS.map((item) => t(`home.cta.${item}` as TranslationKey))} className="mt-6" />
          <LocalizedLink
            to="/contact"
            className="mt-8 inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
          >
            {t('home.cta.button')}
          </LocalizedLink>
        </div>
        <img src={callToActionImage(language)} {...COMING_SOON_SIZE} alt={t('home.cta.imageAlt')} loading="lazy" decoding="async" className="h-auto w-full" />
      </div>
    </section>
  )
}
