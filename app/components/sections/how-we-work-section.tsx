import type { SectionOf } from '~/features/content/page-schema'
import { ContentIcon } from './content-icon'
import { SectionFrame } from './section-frame'

/** Numbered steps, each with an icon, a title and a short text (how we work). */
export function HowWeWorkSection({ section, id }: { section: SectionOf<'howWeWork'>; id: string }) {
  return (
    <SectionFrame id={id} heading={section}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border bg-card p-6">
            <span aria-hidden="true" className="absolute top-5 right-5 text-2xl font-extrabold text-muted-foreground">
              {String(index + 1).padStart(2, '0')}
            </span>
            <ContentIcon name={step.icon} className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}
