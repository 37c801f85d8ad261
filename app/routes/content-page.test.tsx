import { afterEach, describe, it, vi } from 'vitest'
import type * as ContentPageServer from '~/features/content/content-page.server'
import { ErrorBoundary, loader as contentLoader } from './content-page'
import { expectErrorPage, expectNotFoundPage, serveUnderLayout } from './serve-under-layout.test-helper'

/** Set by a test: the content page's build fails with it (a feed reader, a content file, the database). */
let buildFailure: Error | undefined

vi.mock('~/features/content/content-page.server', async (importOriginal) => {
  const original = await importOriginal<typeof ContentPageServer>()
  return {
    ...original,
    buildContentPage: (...args: Parameters<typeof original.buildContentPage>) => {
      if (buildFailure) throw buildFailure
      return original.buildContentPage(...args)
    },
  }
})

afterEach(() => (buildFailure = undefined))

const serve = (path: string) => serveUnderLayout(path, { path: '*', loader: contentLoader, ErrorBoundary })

describe('the content route when its loader failed', () => {
  it('answers 500 with the error page, not "not found", and without the error message', async () => {
    buildFailure = new Error('database down')
    expectErrorPage(await serve('/de/about/v1'), 'database down')
  })

  it('answers 404 with the not-found page for a path that names no page', async () => {
    expectNotFoundPage(await serve('/de/no-such-page-anywhere'))
  })
})
