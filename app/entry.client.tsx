import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { prepareHydratedRouter } from '~/lib/prepare-hydrated-router'

// React Router's default entry, with the router prepared in tasks of its own first
// (docs/decisions/011): on a phone, creating it inside the first render made that render's
// first task one of the longest of the page.
void prepareHydratedRouter(() => HydratedRouter({})).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
