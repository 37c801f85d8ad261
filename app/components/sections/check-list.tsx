import { CheckCircle2 as CheckCircle2Drawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'

const CheckCircle2 = icon(CheckCircle2Drawing)

/** A list of points, each with a check mark (what a plan includes, what a partner gets). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  )
}
