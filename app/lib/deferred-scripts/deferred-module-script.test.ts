import { describe, expect, it } from 'vitest'
import { deferRouteModulesScript } from './deferred-module-script'

// React Router 7's inline module script as it writes it with `routeDiscovery: initial`, which imports
// the manifest: the rewrite handles that shape too. The lazy shape the app uses comes from React
// Router itself in router-script.test.tsx.
const ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/language-layout-1.js";
import * as route2 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/language-layout":route1,"routes/home":route2};

import("/assets/entry.client-1.js");`
const PRELOADS = ['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/shell-1.js', '/assets/root-1.js', '/assets/home-1.js']

describe('deferRouteModulesScript', () => {
  it('turns the static imports into imports after the first paint, entry last', () => {
    const script = deferRouteModulesScript(ROUTER_SCRIPT, PRELOADS)!
    expect(script).not.toMatch(/^\s*import\s*["*]/m)
    const waits = script.indexOf("first-contentful-paint")
    expect(script).toContain("addEventListener('load'")
    const loads = script.indexOf('Promise.all([')
    expect(waits).toBeGreaterThan(-1)
    expect(loads).toBeGreaterThan(waits)
    // Manifest, the shared chunk (known only from the preloads) and the three routes, each once.
    for (const file of ['manifest-1', 'shell-1', 'root-1', 'language-layout-1', 'home-1']) {
      expect(script.split(`importApart("/assets/${file}.js")`)).toHaveLength(2)
    }
    expect(script).toContain('const [, , route0, route1, route2] = await loading;')
    // The entry is preloaded early and imported at the very end, after the route modules are set.
    expect(script).toContain(`rel: 'modulepreload', href: "/assets/entry.client-1.js"`)
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true)
    expect(script.indexOf('window.__reactRouterRouteModules')).toBeGreaterThan(script.indexOf('await loading'))
  })

  it('is valid module code', async () => {
    const script = deferRouteModulesScript(ROUTER_SCRIPT, PRELOADS)!
    // Parsed (not run) as the body of an async function: top-level await is what a module allows.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown
    expect(() => new AsyncFunction(script)).not.toThrow()
  })

  it('leaves scripts of another shape alone', () => {
    expect(deferRouteModulesScript('import "/@vite/client";\n' + ROUTER_SCRIPT, PRELOADS)).toBeNull()
    expect(deferRouteModulesScript('import { x } from "/a.js";\n' + ROUTER_SCRIPT, PRELOADS)).toBeNull()
    expect(deferRouteModulesScript(ROUTER_SCRIPT.replace(/import\("\/assets\/entry[^\n]+$/, ''), PRELOADS)).toBeNull()
    expect(deferRouteModulesScript('console.log(1)', PRELOADS)).toBeNull()
  })
})
