import { Breadcrumb, type Crumb } from './breadcrumb'

export type { Crumb }

/**
 * The heading band of an inner page: breadcrumb trail (home first, the page itself last and marked
 * as current), the page's one `<h1>` and an optional lead text.
 */
export function PageHeader({ title, text, crumbs }: { title: string; text?: string; crumbs?: Crumb[] }) {
  return (
    <header className="border-b bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {crumbs && <Breadcrumb crumbs={crumbs} />}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {text && <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{text}</p>}
      </div>
    </header>
  )
}
