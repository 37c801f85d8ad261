import { Star as StarDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { translatePlural } from '~/features/i18n/translate'

const Star = icon(StarDrawing)

/** Review stars: five outlines filled to the rating, read out as "Rated 4.5 out of 5". */
export function Stars({ stars, count, size = 'sm' }: { stars: number; count: number; size?: 'sm' | 'md' }) {
  const { t, locale } = useI18n()
  const icon = size === 'md' ? 'size-5' : 'size-4'
  const rating = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(stars)
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={t('shop.product.stars', { stars: rating })} className="relative inline-flex">
        <span aria-hidden="true" className="flex text-muted-foreground/50">
          {Array.from({ length: 5 }, (_, i) => <Star key={i} className={icon} />)}
        </span>
        <span aria-hidden="true" className="absolute inset-0 flex overflow-hidden text-amber-500" style={{ width: `${(stars / 5) * 100}%` }}>
          {Array.from({ length: 5 }, (_, i) => <Star key={i} className={`${icon} shrink-0 fill-current`} />)}
        </span>
      </span>
      <span className="text-sm text-muted-foreground">{translatePlural(t, locale, 'shop.product.reviews', count)}</span>
    </div>
  )
}
