import { SITE } from '@content/site'
import { SocialIcon } from '~/components/layout/brand-icons'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { cn } from '~/lib/cn'

/** The five networks of the home and contact pages' follower list (SPEC §2), in this order. */
const FOLLOWER_NETWORKS = ['facebook', 'instagram', 'dribbble', 'twitter', 'youtube'] as const

/** "Follow us" with a round link per network; the glyphs are the footer's (components/layout/brand-icons). */
export function FollowerList({ className, align = 'start' }: { className?: string; align?: 'start' | 'center' }) {
  const { t } = useI18n()
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold text-muted-foreground">{t('common.follow')}</h2>
      <ul className={cn('mt-3 flex gap-3', align === 'center' && 'justify-center')} data-testid="followers">
        {FOLLOWER_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={SITE.social[network]}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={`${t('common.followOn', { network: t(`social.${network}` as TranslationKey) })} ${t('common.opensInNewTab')}`}
              // --footer: the colour the YouTube glyph cuts its play triangle out with.
              className="inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground transition-colors [--footer:var(--color-card)] hover:bg-primary hover:text-primary-foreground hover:[--footer:var(--color-primary)]"
              data-network={network}
            >
              <SocialIcon network={network} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
