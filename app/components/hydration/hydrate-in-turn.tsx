import { Suspense, type ReactNode } from 'react'

/**
 * Server-rendered sections that the browser hydrates one after another instead of in one piece.
 * React leaves a server-rendered Suspense boundary for a later, interruptible pass and commits each
 * pass on its own; nesting the boundaries (each section's boundary holds the next) makes one pass,
 * and one short commit, per section. A page hydrated in one piece commits its whole tree in a
 * single task, which a phone feels as a long block right after the first paint (docs/decisions/010).
 * The markup is unchanged apart from React's boundary comments; a click on a section not yet
 * hydrated makes React hydrate that one first.
 */
export function HydrateInTurn({ sections }: { sections: ReactNode[] }) {
  return sections.reduceRight<ReactNode>(
    (later, section) => (
      <Suspense>
        {section}
        {later}
      </Suspense>
    ),
    null,
  )
}
