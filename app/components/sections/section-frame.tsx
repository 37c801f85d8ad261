import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { SectionHeading } from './section-heading'

export type Heading = { eyebrow?: string; title: string; text?: string }

/** A page section: its heading (an <h2> that names the region) and the content below it. */
export function SectionFrame({ id, heading, tinted, narrow, children, align }: { id: string; heading: Heading; tinted?: boolean; narrow?: boolean; align?: 'center' | 'start'; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-20', tinted && 'bg-muted/60')}>
      <div className={cn('mx-auto px-4', narrow ? 'max-w-3xl' : 'max-w-6xl')}>
        <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} text={heading.text} align={align} />
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  )
}
