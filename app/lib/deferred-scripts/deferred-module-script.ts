/** `import * as route0 from "/assets/root-x.js";`: a route module, as React Router imports them. */
const NAMESPACE_IMPORT = /import \* as (\w+) from ("[^"\n]+");?/g
/** `import "/assets/manifest-x.js";`: the route manifest, imported for its side effect. */
const MANIFEST_IMPORT = /import ("[^"\n]*\/manifest-\w+\.js");?/g
/** `import("/assets/entry.client-x.js");`, last: the client entry, which hydrates the page. */
const ENTRY_IMPORT = /import\(("[^"\n]+")\);?\s*$/
/** Any other static import (the dev server's HMR runtime) is not deferred: its order matters. */
const OTHER_STATIC_IMPORT = /(^|[;\n])\s*import\s*["*{\w]/

/**
 * Waits until the page's first contentful paint has been shown and its images and fonts have
 * arrived (the load event), so the first paint never waits for or shares the line with the
 * JavaScript; at most 3 s after the DOM is ready. (A frame callback is not enough: the frame is
 * shown a moment after it has been drawn, and on a busy phone the scripts then started first.)
 */
const WAIT_FOR_FIRST_PAINT =
  `await new Promise((done) => {` +
  `let loaded = document.readyState === 'complete';` +
  `let painted = !PerformanceObserver.supportedEntryTypes?.includes('paint') || performance.getEntriesByName('first-contentful-paint').length > 0;` +
  `const go = () => loaded && painted && setTimeout(done);` +
  `if (!loaded) addEventListener('load', () => { loaded = true; go() }, { once: true });` +
  `if (!painted) new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); painted = true; go() } }).observe({ type: 'paint', buffered: true });` +
  `setTimeout(done, 3000);` +
  `go();` +
  `});`

/** The client entry starts hydrating when it runs, so it is only fetched early, and run last. */
const preloadEntry = (entry: string) => `document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: ${entry} }));`

/**
 * Starting a module fetch costs a phone a few milliseconds (request, security checks, hand-over
 * to the network process); nine of them in one task made a 70 ms task. Each import starts in a
 * task of its own, so the page stays responsive while they go out.
 */
const IMPORT_APART = `const importApart = (href) => new Promise((done) => setTimeout(() => done(import(href))));`

/**
 * Rewrites React Router's inline module script so it runs after the first paint: its static
 * route-module imports (which the browser would fetch at once, in competition with the CSS, the
 * font and the hero picture) become dynamic imports once the page has been painted. Returns null when the
 * script has a shape this does not know, so the caller keeps React Router's own.
 */
export function deferRouteModulesScript(source: string, preloads: string[]): string | null {
  const routes = [...source.matchAll(NAMESPACE_IMPORT)]
  const withoutRoutes = source.replace(NAMESPACE_IMPORT, '')
  const manifests = [...withoutRoutes.matchAll(MANIFEST_IMPORT)]
  const rest = withoutRoutes.replace(MANIFEST_IMPORT, '')
  const entry = ENTRY_IMPORT.exec(rest)?.[1]
  if (routes.length === 0 || !entry || OTHER_STATIC_IMPORT.test(rest)) return null
  // Every file of the page is asked for at once: the manifest (React Router reads it once the
  // routes are in), the shared chunks (library code, imported so the routes need not discover
  // them first) and the route modules.
  const named = new Set([entry, ...manifests.map((match) => match[1]), ...routes.map((match) => match[2])])
  const chunks = preloads.map((href) => JSON.stringify(href)).filter((href) => !named.has(href))
  const unnamed = [...manifests.map((match) => match[1]), ...chunks]
  const loads = [...unnamed, ...routes.map((match) => match[2])].map((href) => `importApart(${href})`).join(', ')
  const names = [...unnamed.map(() => ''), ...routes.map((match) => match[1])].join(', ')
  return [WAIT_FOR_FIRST_PAINT, preloadEntry(entry), IMPORT_APART, `const loading = Promise.all([${loads}]);`, `const [${names}] = await loading;`, rest].join('\n')
}
