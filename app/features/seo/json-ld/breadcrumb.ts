import type { BreadcrumbList, WithContext } from 'schema-dts'
import { SCHEMA_CONTEXT } from './json-ld'

/** The trail of an inner page: name and absolute URL of each step, the page itself last. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  }
}
