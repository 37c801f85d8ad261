/**
 * The content editor's forms (Decap CMS fields, docs/decisions/024) made from the site's zod
 * schemas, so the editor offers exactly what the build accepts: a section type is a typed block
 * with its own form, a string a text box (a long text an area), a number with its bounds, an enum a
 * select, a pattern the same pattern with the schema's message. A schema construct without a
 * mapping throws here, and editor-fields.test.ts walks the schemas and the fields side by side.
 */
import * as z from 'zod'

/** A Decap CMS field (the subset we generate). */
export type EditorField = {
  name: string
  label: string
  widget: 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'image'
  required?: boolean
  i18n?: boolean
  hint?: string
  pattern?: [string, string]
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  options?: string[]
  multiple?: boolean
  fields?: EditorField[]
  field?: EditorField
  types?: EditorType[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  modes?: string[]
  choose_url?: boolean
}
type EditorType = { name: string; label: string; widget: 'object'; fields: EditorField[]; summary?: string }

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  'x-message'?: string
}

/** Prose that is usually longer than a line: a text area instead of a text box. */
const LONG_TEXTS = new Set(['text', 'answer', 'quote', 'bio', 'summary', 'description', 'challenge', 'solution', 'sentence', 'hint'])
/** Words of the labels: the key split at its capitals (`detailPath` → "Detail path"). */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The message a schema's regex check carries (`.regex(re, 'a site path such as /contact')`). */
function checkMessage(schema: z.ZodType): string | undefined {
  const def = (schema as unknown as { _zod: { def: { checks?: { _zod: { def: { error?: (issue?: unknown) => unknown } } }[]; error?: (issue?: unknown) => unknown } } })._zod.def
  for (const check of def.checks ?? []) {
    const message = check._zod.def.error?.(undefined)
    if (typeof message === 'string') return message
  }
  const own = def.error?.(undefined)
  return typeof own === 'string' ? own : undefined
}

/** The JSON Schema of what a file may hold (its input: defaults make a key optional), with each pattern's message. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'throw',
    override: (context) => {
      const message = context.jsonSchema.pattern || context.jsonSchema.format ? checkMessage(context.zodSchema as unknown as z.ZodType) : undefined
      if (message) (context.jsonSchema as JsonSchema)['x-message'] = message
    },
  }) as JsonSchema
}

export type FieldOptions = {
  /** Every field translatable (a page's or an item's file per language holds all of it). */
  i18n: boolean
  /** The keys a record (`z.record`) has now, by its path (`countries`): shown as one field each. */
  recordKeys?: Record<string, string[]>
  /**
   * Inside an optional object (a page's `software`, a hero's `mascot`): Decap would demand its
   * required fields even while the object is absent, so none is marked required there; the check
   * before a save (the schema) still wants them once the object is given.
   */
  optionalParent?: boolean
}

function typesOf(node: JsonSchema): string[] {
  return node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type]
}

function withoutNull(node: JsonSchema): { node: JsonSchema; nullable: boolean } {
  const variants = node.anyOf ?? node.oneOf
  if (variants && variants.some((variant) => variant.type === 'null')) {
    const rest = variants.filter((variant) => variant.type !== 'null')
    return { node: rest.length === 1 ? rest[0]! : { ...node, anyOf: rest, oneOf: undefined }, nullable: true }
  }
  return { node, nullable: false }
}

/** The editor field of one property. `path`: where it is, for records and error messages. */
function fieldOf(name: string, raw: JsonSchema, required: boolean, options: FieldOptions, path = name): EditorField {
  const { node, nullable } = withoutNull(raw)
  const base = { name, label: labelOf(name), required: required && !nullable && !options.optionalParent, ...(options.i18n ? { i18n: true } : {}) }
  const variants = node.anyOf ?? node.oneOf

  if (variants) {
    // Numbers of a few allowed values (columns: 2, 3 or 4; status 200 or 404).
    if (variants.every((variant) => variant.const !== undefined && typeof variant.const === 'number')) {
      const values = variants.map((variant) => variant.const as number)
      return { ...base, widget: 'number', value_type: 'int', min: Math.min(...values), max: Math.max(...values), hint: `one of ${values.join(', ')}` }
    }
    // A yes/no or a short text (a pricing comparison's cell): a text box; `true`/`false` stay as they are.
    if (variants.every((variant) => typesOf(variant).some((type) => type === 'string' || type === 'boolean'))) {
      return { ...base, widget: 'string', hint: 'a text, or true / false for a tick or a dash' }
    }
    // One of several object shapes (a footer link is a path or the docs link): every field, each optional; the schema decides.
    if (variants.every((variant) => typesOf(variant).includes('object'))) {
      const names = [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))]
      const merged: JsonSchema = { type: 'object', properties: Object.fromEntries(names.map((key) => [key, variants.find((variant) => variant.properties?.[key])!.properties![key]!])), required: [] }
      return { ...fieldOf(name, merged, required, options, path), hint: `one of: ${variants.map((variant) => Object.keys(variant.properties ?? {}).join(' + ')).join(' | ')}` }
    }
    // A site path or an https address (the footer's links).
    if (variants.every((variant) => typesOf(variant).includes('string'))) {
      return { ...base, widget: 'string', hint: variants.map((variant) => variant['x-message']).filter(Boolean).join(' or ') }
    }
    throw new Error(`${path}: no editor field for this union`)
  }

  const [type] = typesOf(node)
  if (node.enum) return { ...base, widget: 'select', options: node.enum.map(String) }
  if (node.const !== undefined) return { ...base, widget: 'select', options: [String(node.const)] }
  switch (type) {
    case 'string': {
      const pattern: [string, string] | undefined = node.pattern ? [node.pattern, node['x-message'] ?? `the form ${node.pattern}`] : undefined
      // Decap checks a picture's pattern against its own value object, not the path: the check before a save does it.
      if (node.pattern?.startsWith('^\\/images\\/')) return { ...base, widget: 'image', choose_url: false, hint: node['x-message'] }
      const hint = node.format === 'date' ? 'a date as 2026-11-27' : node['x-message'] && !pattern ? node['x-message'] : undefined
      return { ...base, widget: LONG_TEXTS.has(name) ? 'text' : 'string', ...(pattern ? { pattern } : {}), ...(hint ? { hint } : {}) }
    }
    case 'number':
    case 'integer': {
      const min = node.minimum ?? node.exclusiveMinimum
      return {
        ...base,
        widget: 'number',
        value_type: type === 'integer' ? 'int' : 'float',
        ...(min !== undefined && Math.abs(min) < Number.MAX_SAFE_INTEGER ? { min } : {}),
        ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? { max: node.maximum } : {}),
      }
    }
    case 'boolean':
      return { ...base, widget: 'boolean' }
    case 'array': {
      const items = node.items
      if (!items) throw new Error(`${path}: a list without its items' schema`)
      const bounds = { ...(node.minItems ? { min: node.minItems } : {}), ...(node.maxItems ? { max: node.maxItems } : {}) }
      if (items.oneOf && items.oneOf.every((variant) => variant.properties?.type?.const !== undefined)) {
        return { ...base, widget: 'list', ...bounds, typeKey: 'type', types: items.oneOf.map((variant) => blockOf(variant, options, `${path}[]`)) }
      }
      const item = fieldOf(name, items, true, options, `${path}[]`)
      // A page's sections fold to their titles; the short lists inside a section stay open.
      if (item.widget === 'object') return { ...base, widget: 'list', ...bounds, fields: item.fields, summary: summaryOf(item.fields!), collapsed: !path.includes('[]') }
      return { ...base, widget: 'list', ...bounds, field: { ...item, label: labelOf(name) } }
    }
    case 'object': {
      if (!node.properties && node.additionalProperties && typeof node.additionalProperties === 'object') {
        const keys = options.recordKeys?.[path]
        if (!keys) throw new Error(`${path}: a record needs its current keys (recordKeys) to be edited`)
        return { ...base, widget: 'object', collapsed: true, fields: keys.map((key) => fieldOf(key, node.additionalProperties as JsonSchema, true, options, `${path}.${key}`)) }
      }
      const inner = base.required ? options : { ...options, optionalParent: true }
      return { ...base, widget: 'object', collapsed: !base.required || path.includes('.') || path.includes('[]'), fields: fieldsOf(node, inner, path) }
    }
    default:
      throw new Error(`${path}: no editor field for ${JSON.stringify(node).slice(0, 80)}`)
  }
}

function fieldsOf(node: JsonSchema, options: FieldOptions, path = ''): EditorField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([key, property]) => fieldOf(key, property, required.has(key), options, path ? `${path}.${key}` : key))
}

function summaryOf(fields: EditorField[]): string | undefined {
  const first = fields.find((field) => ['title', 'label', 'name', 'question', 'key', 'id', 'host'].includes(field.name))
  return first ? `{{fields.${first.name}}}` : undefined
}

/** A section type as a typed block: its own form, without the `type` key (the block is the type). */
function blockOf(variant: JsonSchema, options: FieldOptions, path: string): EditorType {
  const name = String(variant.properties!.type!.const)
  const rest: JsonSchema = { ...variant, properties: Object.fromEntries(Object.entries(variant.properties!).filter(([key]) => key !== 'type')) }
  const fields = fieldsOf(rest, options, `${path}<${name}>`)
  const summary = summaryOf(fields)
  return { name, label: labelOf(name), widget: 'object', fields, ...(summary ? { summary } : {}) }
}

/** The form of a file that `schema` checks. */
export function formOf(schema: z.ZodType, options: FieldOptions): EditorField[] {
  return fieldsOf(jsonSchemaOf(schema), options)
}
