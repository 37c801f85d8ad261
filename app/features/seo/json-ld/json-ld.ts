import type { Thing, WithContext } from 'schema-dts'

/**
 * Typed schema.org data for search engines (schema-dts types; no runtime code of its own). Each
 * builder, one file per type so a page's JavaScript holds only the ones it uses, takes plain facts
 * and returns one JSON-LD object; `buildSeoMeta` writes them as `<script type="application/ld+json">`.
 */
export type JsonLd = WithContext<Thing>

export const SCHEMA_CONTEXT = 'https://schema.org' as const

/**
 * JSON-LD as it travels in loader data: plain JSON. (schema-dts's union of every schema.org type is
 * too deep for React Router's serialization types; the builders are where the shapes are checked.)
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
export type JsonLdData = { [key: string]: Json; '@context': typeof SCHEMA_CONTEXT; '@type': string }

export function asJsonLdData(data: JsonLd): JsonLdData {
  return data as unknown as JsonLdData
}
