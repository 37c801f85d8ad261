import type { SectionOf } from '~/features/content/page-schema'
import { cn } from '~/lib/cn'
import { ActionLink } from './action-link'
import { Artwork } from './artwork'
import { Breadcrumb, type Crumb } from '~/components/page/breadcrumb'

/**
 * The first band of a content page: breadcrumb, the page's one <h1>, lead text, up to two buttons
 * and an illustration. `band` is the quiet strip of inner pages, `split` puts the picture beside
 * the text, `centered` puts everything on the middle axis.
 */
export function HeroSection({ section, crumbs }: { section: SectionOf<'hero'>; crumbs: readonly Crumb[] }) {
  const { variant, eyebrow, title, text, actions, art } = section
  const split = variant === 'split' && art
  const centered = variant === 'centered'
  return (
    <header className={cn('border-b', variant === 'band' ? 'bg-muted/60' : 'bg-gradient-to-b from-accent/60 to-background')}>
      <div className={cn('mx-auto max-w-6xl px-4', variant === 'band' ? 'py-10 sm:py-14' : 'py-12 sm:py-20', split && 'grid items-center gap-10 lg:grid-cols-2')}>
        <div className={cn(centered && 'mx-auto max-w-3xl text-center')}>
          <div className={cn(centered && 'flex justify-center')}>
            <Breadcrumb crumbs={crumbs} />
          </div>
          {eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>}
          <h1 className={cn('mt-2 font-bold tracking-tight text-balance', variant === 'band' ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl')}>{title}</h1>
          {text && <p className={cn('mt-4 text-lg text-muted-foreground', !centered && 'max-w-2xl')}>{text}</p>}
          {actions && (
            <div className={cn('mt-8 flex flex-wrap gap-3', centered && 'justify-center')}>
              {actions.map((action) => (
                <ActionLink key={action.to} {...action} />
              ))}
            </div>
          )}
        </div>
        {split && <Artwork art={art} className="max-lg:hidden" />}
      </div>
    </header>
  )
}
