import { CLIENT_LOGOS } from '@content/client-logos'
import { ArrowRight as ArrowRightDrawing, BadgeCheck as BadgeCheckDrawing, ChevronDown as ChevronDownDrawing, Quote as QuoteDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { SectionView } from '~/features/content/content-view'
import type { SectionOf } from '~/features/content/page-schema'
import countUpScript from '~/section-scripts/count-up?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { cn } from '~/lib/cn'
import { ActionLink } from './action-link'
import { CheckList } from './check-list'
import { Artwork, Portrait } from './artwork'
import { ContentIcon } from './content-icon'
import { formatFigure, groupSeparator } from './format-figure'
import { SectionScript } from '~/components/ui/section-script'
import { SectionFrame } from './section-frame'
import { SectionHeading } from './section-heading'

const ArrowRight = icon(ArrowRightDrawing)
const QuoteMark = icon(QuoteDrawing)
const BadgeCheck = icon(BadgeCheckDrawing)
const ChevronDown = icon(ChevronDownDrawing)

type Props<T> = { section: T; id: string }

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function FeaturesSection({ section, id }: Props<SectionOf<'features'>>) {
  return (
    <SectionFrame id={id} heading={section}>
      <ul className={cn('grid gap-6', COLUMNS[section.columns])}>
        {section.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-2xl border bg-card p-6 transition-shadow hover:shadow-lg">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <ContentIcon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{item.text}</p>
            {item.link && (
              <LocalizedLink to={item.link.to} className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-primary hover:underline">
                {item.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </LocalizedLink>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}

export function SplitSection({ section, id }: Props<SectionOf<'split'>>) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2 lg:gap-16">
        <div className={cn(section.reverse && 'lg:order-2')}>
          <SectionHeading id={id} eyebrow={section.eyebrow} title={section.title} text={section.text} align="start" />
          {section.points && <CheckList items={section.points} className="mt-6" />}
          {section.action && <ActionLink {...section.action} className="mt-8" />}
        </div>
        {section.picture ? (
          <img {...section.picture} loading="lazy" decoding="async" className="h-auto w-full" />
        ) : (
          section.art && <Artwork art={section.art} className="mx-auto max-w-md lg:max-w-none" />
        )}
      </div>
    </section>
  )
}

/**
 * Key figures; with `countUp` each counts up from 0 as it scrolls into view
 * (app/section-scripts/count-up.ts; the HTML holds the final figure).
 */
export function StatsSection({ section, id }: Props<Extract<SectionView, { type: 'stats' }>>) {
  const { locale } = useI18n()
  const separator = groupSeparator(locale)
  return (
    <SectionFrame id={id} heading={section} tinted>
      {section.countUp && <SectionScript src={countUpScript} />}
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {section.items.map((item) => (
          // Narrower sides on a phone: two cards side by side at 360 px keep "100 %" on one line.
          <li key={item.label} className="rounded-2xl border bg-card px-4 py-6 text-center sm:px-6">
            <p className="text-4xl font-extrabold tracking-tight text-primary sm:text-5xl" data-testid="stat-value">
              {section.countUp && item.suffix !== '%' ? (
                <>
                  <span {...{ [HOOKS.countUp]: item.value, [HOOKS.separator]: separator }}>
                    {formatFigure(item.value, undefined, locale)}
                  </span>
                  {item.suffix}
                </>
              ) : (
                formatFigure(item.value, item.suffix, locale)
              )}
            </p>
            <p className="mt-2 text-sm font-medium text-muted-foreground">{item.label}</p>
          </li>
        ))}
      </ul>
      {section.badge && (
        <div className="mx-auto mt-8 flex max-w-xl items-center gap-4 rounded-2xl bg-primary p-5 text-primary-foreground" data-testid="satisfaction-badge">
          <BadgeCheck aria-hidden="true" className="size-10 shrink-0" />
          <p>
            <strong className="block text-2xl font-extrabold">
              {formatFigure(section.badge.percent, '%', locale)} {section.badge.title}
            </strong>
            <span className="text-sm opacity-90">{section.badge.text}</span>
          </p>
        </div>
      )}
    </SectionFrame>
  )
}

export function TimelineSection({ section, id }: Props<SectionOf<'timeline'>>) {
  return (
    <SectionFrame id={id} heading={section} narrow>
      <ol className="relative space-y-8 border-s-2 border-primary/30 ps-8">
        {section.items.map((item) => (
          <li key={item.label + item.title} className="relative">
            <span aria-hidden="true" className="absolute -start-[2.55rem] top-1 size-4 rounded-full border-4 border-background bg-primary" />
            <p className="text-sm font-bold text-primary">{item.label}</p>
            <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
            <p className="mt-1 text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}

export function LogoWall({ section, id }: Props<SectionOf<'logos'>>) {
  return (
    <SectionFrame id={id} heading={section}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {CLIENT_LOGOS.map((logo) => (
          <li key={logo.name} className="flex items-center justify-center rounded-2xl border bg-card p-6">
            <img src={logo.lightImage} alt={logo.name} width={160} height={48} loading="lazy" decoding="async" className="h-10 w-auto dark:hidden" />
            <img src={logo.darkImage} alt={logo.name} width={160} height={48} loading="lazy" decoding="async" className="hidden h-10 w-auto dark:block" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}

export function TestimonialsSection({ section, id }: Props<SectionOf<'testimonials'>>) {
  return (
    <SectionFrame id={id} heading={section} tinted>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border bg-card p-6">
              <QuoteMark aria-hidden="true" className="size-8 text-primary" />
              <blockquote className="mt-4 flex-1 text-foreground">{item.quote}</blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="block font-semibold">{item.name}</span>
                <span className="text-muted-foreground">{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}

export function TeamSection({ section, id }: Props<SectionOf<'team'>>) {
  return (
    <SectionFrame id={id} heading={section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.people.map((person) => (
          <li key={person.name} className="rounded-2xl border bg-card p-6 text-center">
            <Portrait name={person.name} hue={person.hue} className="mx-auto size-24" />
            <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
            <p className="text-sm font-medium text-primary">{person.role}</p>
            {person.bio && <p className="mt-2 text-sm text-muted-foreground">{person.bio}</p>}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}

export function CtaSection({ section, id }: Props<SectionOf<'cta'>>) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        {section.eyebrow && <p className="text-sm font-semibold tracking-wider uppercase opacity-90">{section.eyebrow}</p>}
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {section.title}
        </h2>
        {section.text && <p className="mx-auto mt-3 max-w-2xl opacity-90">{section.text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {section.actions.map((action) => (
            <ActionLink key={action.to} label={action.label} to={action.to} style={action.style === 'secondary' ? 'invertedOutline' : 'inverted'} />
          ))}
        </div>
      </div>
    </section>
  )
}

/**
 * Questions and answers, or topics (`beside`: the heading beside them, the first one open, as
 * the home page's what-we-do). One answer open at a time within a group, by the platform
 * (`<details name>`): keyboard and screen readers work without JavaScript.
 */
export function FaqSection({ section, id }: Props<SectionOf<'faq'>>) {
  const beside = section.layout === 'beside'
  const groups = (
    <div className="space-y-10">
      {section.groups.map((group, groupIndex) => (
        <div key={groupIndex}>
          {group.title && <h3 className="mb-4 text-xl font-semibold">{group.title}</h3>}
          <div className="divide-y rounded-2xl border bg-card">
            {group.items.map((item, index) => (
              <details key={item.question} name={`${id}-${groupIndex}`} open={section.openFirst && groupIndex === 0 && index === 0} className="group px-5">
                <summary className={cn('flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden', beside ? 'py-5' : 'py-4')}>
                  {item.question}
                  {beside ? (
                    <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                  ) : (
                    <span aria-hidden="true" className="text-xl text-primary transition-transform group-open:rotate-45">+</span>
                  )}
                </summary>
                <p className="pb-5 text-muted-foreground">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
  if (!beside) {
    return (
      <SectionFrame id={id} heading={section} narrow>
        {groups}
      </SectionFrame>
    )
  }
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[1fr_1.3fr]">
        <SectionHeading id={id} eyebrow={section.eyebrow} title={section.title} text={section.text} align="start" />
        {groups}
      </div>
    </section>
  )
}
