import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts } from 'react-router'
import { deferRouteModulesScript } from './deferred-module-script'

type ScriptsProps = Parameters<typeof Scripts>[0]
type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } }

/**
 * The module script to render: React Router's placeholder as is in the browser (the files are long
 * loaded when React hydrates), the deferred script on the server in production, and null (React
 * Router's own, with its preloads) in development or for a script of unknown shape. The rewriting
 * code stays out of the browser bundle.
 */
function moduleScript(source: string, preloads: string[]): string | null {
  if (!source.trim()) return source
  if (!import.meta.env.SSR || !import.meta.env.PROD) return null
  return deferRouteModulesScript(source, preloads)
}

const isPreload = (element: ReactNode): element is ReactElement<ElementProps> =>
  isValidElement<ElementProps>(element) && element.type === 'link' && element.props.rel === 'modulepreload'

function flatten(node: ReactNode): ReactNode[] {
  if (Array.isArray(node)) return node.flatMap(flatten)
  if (isValidElement<ElementProps>(node) && node.type === Fragment) return flatten(node.props.children)
  return node == null || node === false ? [] : [node]
}

/**
 * React Router's `<Scripts>`, with the app's JavaScript loaded after the first paint instead of in
 * parallel with it: the module preload links are left out of the HTML and added by the module
 * script once the page has been painted. The pages are complete and their forms work without
 * JavaScript (they are server-rendered), so the visitor sees the page sooner and it becomes
 * interactive a moment later. Decision record 009.
 */
export function DeferredScripts(props: ScriptsProps) {
  // Called as a function, not rendered, so its output can be rewritten. It is called on every
  // render, unconditionally, so its hooks keep their order.
  const elements = flatten(Scripts(props))
  const preloads = elements.flatMap((element) => (isPreload(element) && element.props.href ? [element.props.href] : []))
  // The links stay only with React Router's own script, which needs them.
  let keepPreloads = false
  const rewritten = elements.map((element) => {
    if (!isValidElement<ElementProps>(element) || element.type !== 'script' || element.props.type !== 'module') return element
    const source = element.props.dangerouslySetInnerHTML?.__html ?? ''
    const deferred = moduleScript(source, preloads)
    if (deferred === null) keepPreloads = true
    return deferred === null || deferred === source ? element : cloneElement(element as ReactElement<ElementProps>, { dangerouslySetInnerHTML: { __html: deferred } })
  })
  const kept = keepPreloads ? rewritten : rewritten.filter((element) => !isPreload(element))
  return <>{kept.map((element, index) => (isValidElement(element) ? cloneElement(element, { key: element.key ?? index }) : element))}</>
}
