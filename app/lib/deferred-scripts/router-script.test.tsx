import { renderToString } from 'react-dom/server'
import { createRequestHandler, Outlet, Scripts, ServerRouter, type EntryContext, type ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Config } from '@react-router/dev/config'
import appConfig from '../../../react-router.config'
import { deferRouteModulesScript } from './deferred-module-script'

/**
 * React Router's own `<Scripts>` output, rendered by its real server handler (the documented
 * `createRequestHandler(build)`) in the app's route-discovery mode, fed to the rewrite of decision
 * 009. When a React Router upgrade changes the script's shape, this fails here, not silently in
 * production (where the rewrite would fall back to React Router's own, slower markup).
 */
const configured = (appConfig as Config).routeDiscovery
const DISCOVERY = { mode: configured?.mode ?? 'lazy', manifestPath: (configured?.mode === 'lazy' && configured.manifestPath) || '/__manifest' }

const entry = (module: string, id: string, extra: Record<string, unknown>) => ({
  id,
  module,
  imports: ['/assets/shell-1.js'],
  css: [],
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  ...extra,
})

const build = {
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
        const html = renderToString(<ServerRouter context={context} url={request.url} />)
        headers.set('Content-Type', 'text/html')
        return new Response(`<!DOCTYPE html>${html}`, { status, headers })
      },
    },
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => (
          <html lang="en">
            <head />
            <body>
              <Outlet />
              <Scripts />
            </body>
          </html>
        ),
      },
    },
    page: { id: 'page', parentId: 'root', path: ':lang', module: { default: () => <h1>Page</h1> } },
  },
  assets: {
    entry: { module: '/assets/entry.client-1.js', imports: ['/assets/shell-1.js'] },
    routes: {
      root: entry('/assets/root-1.js', 'root', { path: '' }),
      page: entry('/assets/page-1.js', 'page', { parentId: 'root', path: ':lang' }),
    },
    url: '/assets/manifest-1.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: DISCOVERY,
} as unknown as ServerBuild

async function routerScript(): Promise<{ source: string; preloads: string[] }> {
  const html = await (await createRequestHandler(build, 'production')(new Request('http://localhost/en'))).text()
  const modules = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
  expect(modules).toHaveLength(1)
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)
  return { source: modules[0]!, preloads }
}

describe("decision 009's rewrite of React Router's real module script", () => {
  it(`understands the script React Router writes in the app's "${DISCOVERY.mode}" route discovery mode`, async () => {
    const { source, preloads } = await routerScript()
    const deferred = deferRouteModulesScript(source, preloads)
    expect(deferred, `React Router's script changed shape:\n${source}`).not.toBeNull()
    // Every route module and the shared chunk load after the first paint; the entry comes last.
    for (const file of ['root-1', 'page-1', 'shell-1']) expect(deferred).toContain(`importApart("/assets/${file}.js")`)
    expect(deferred).not.toMatch(/^\s*import\s*["*]/m)
    expect(deferred!.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true)
  })
})
