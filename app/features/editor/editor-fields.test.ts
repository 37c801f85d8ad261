import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { DATA_SCHEMAS } from '@content/data-schema'
import site from '@content/data/site.yaml'
import texts from '@content/locales/tr.json'
import { COLLECTIONS, FRONT_MATTER, PageSchema, SectionSchema } from '~/features/content/page-schema'
import { checkEntryFiles } from './editor-check.server'
import { collectionFields, dataFields, EDITOR_DATA_FILES, editorConfig, pageFields } from './editor-config'
import { formOf, type EditorField } from './editor-fields'
import { createFrontMatterFormat, createYamlFormat } from './editor-format'

type Shape = { [key: string]: Shape } | null
type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; in?: z.ZodType; valueType?: z.ZodType }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The keys a schema's objects have, walked in zod itself (not through the JSON Schema the editor is made from). */
function zodShape(schema: z.ZodType): Shape {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
      return zodShape(def.innerType!)
    case 'pipe':
      return zodShape(def.in!)
    case 'array':
      return zodShape(def.element!)
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([key, value]) => [key, zodShape(value)]))
    case 'union': {
      const shapes = def.options!.map(zodShape)
      if (shapes.every((shape) => shape === null)) return null
      return Object.assign({}, ...shapes.filter(Boolean)) as Shape
    }
    default:
      return null
  }
}

/** The keys the editor's fields offer, the same way. */
function fieldShape(field: EditorField): Shape {
  if (field.types) throw new Error(`${field.name}: typed blocks are compared on their own`)
  if (field.fields) return Object.fromEntries(field.fields.map((inner) => [inner.name, fieldShape(inner)]))
  if (field.field) return fieldShape(field.field)
  return null
}
const formShape = (fields: EditorField[]) => Object.fromEntries(fields.map((field) => [field.name, field.types ? 'blocks' : fieldShape(field)]))

describe('the editor forms made from the schemas', () => {
  it('offer each section type as a typed block with exactly its fields, and no other block', () => {
    const sections = pageFields().find((field) => field.name === 'sections')!
    const options = defOf(SectionSchema).options!
    const typeOf = (option: z.ZodType) => (defOf(option).shape!.type as unknown as { _zod: { def: { values: string[] } } })._zod.def.values[0]!
    expect(sections.types!.map((block) => block.name).sort()).toEqual(options.map(typeOf).sort())
    for (const option of options) {
      const name = typeOf(option)
      const block = sections.types!.find((candidate) => candidate.name === name)!
      const { type: _type, ...expected } = zodShape(option) as Record<string, Shape>
      expect(formShape(block.fields), name).toEqual(expected)
    }
  })

  it('offer every field of a page, of each collection (and its Markdown text) and of each data file, and nothing else', () => {
    const { sections: _sections, ...page } = zodShape(PageSchema) as Record<string, Shape>
    expect(formShape(pageFields())).toEqual({ ...page, sections: 'blocks' })
    for (const collection of COLLECTIONS) expect(formShape(collectionFields(collection)), collection).toEqual({ ...(zodShape(FRONT_MATTER[collection]) as object), body: null })
    expect(EDITOR_DATA_FILES).not.toContain('promises.yaml')
    expect(EDITOR_DATA_FILES).toContain('company.yaml')
    for (const file of EDITOR_DATA_FILES) {
      const expected = zodShape(DATA_SCHEMAS[file]) as Record<string, Shape>
      // A record (the countries) is shown with its current keys.
      if (file === 'site.yaml') expected.countries = Object.fromEntries(Object.keys(site.countries).map((code) => [code, { tr: null, en: null, de: null }]))
      expect(formShape(dataFields(file, site)), file).toEqual(expected)
    }
  })

  it('take the schema\'s limits and messages: required or optional, bounds, choices, patterns', () => {
    const fields = formOf(z.strictObject({ to: z.string().regex(/^\/[a-z]*$/, 'a site path such as /contact'), n: z.number().int().min(2).max(4), e: z.enum(['a', 'b']).default('a'), t: z.string().optional() }), { i18n: true })
    expect(fields).toEqual([
      { name: 'to', label: 'To', required: true, i18n: true, widget: 'string', pattern: ['^\\/[a-z]*$', 'a site path such as /contact'] },
      { name: 'n', label: 'N', required: true, i18n: true, widget: 'number', value_type: 'int', min: 2, max: 4 },
      { name: 'e', label: 'E', required: false, i18n: true, widget: 'select', options: ['a', 'b'] },
      { name: 't', label: 'T', required: false, i18n: true, widget: 'string' },
    ])
  })

  it('fail on a kind of field the editor has no widget for', () => {
    expect(() => formOf(z.strictObject({ when: z.tuple([z.number(), z.number()]) }), { i18n: false })).toThrow(/when/)
  })

  it('make a configuration with every page, collection, data file and the frame texts', () => {
    const config = editorConfig({ backend: { name: 'local' }, pages: [{ path: '/', title: 'Home' }, { path: '/about/v1', title: 'About' }], texts, data: { 'site.yaml': site } })
    expect(config.collections.map((collection) => collection.name)).toEqual(['pages', ...COLLECTIONS, 'facts', 'texts'])
    expect((config.collections[0] as { files: { file: string }[] }).files.map((file) => file.file)).toEqual(['content/pages/home/yaml', 'content/pages/about/v1/yaml'])
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: '/admin/api/v1', branch: 'main' })
    const github = editorConfig({ backend: { name: 'github', repo: 'acme/site', branch: 'main', baseUrl: 'https://auth.example.com' }, pages: [], texts, data: { 'site.yaml': site } })
    expect(github).toMatchObject({ backend: { name: 'github', repo: 'acme/site', base_url: 'https://auth.example.com' }, publish_mode: 'editorial_workflow' })
  })
})

describe('the editor\'s file formats', () => {
  const files = execFileSync('git', ['ls-files', 'content/pages', 'content/data', 'content/collections'], { encoding: 'utf8' }).trim().split('\n')

  it('write every content and data file back unchanged when nothing was edited', () => {
    const changed = files.filter((file) => {
      const text = readFileSync(file, 'utf8')
      if (text.includes('{{company.') && /: \{\{/.test(text)) return false
      const format = file.endsWith('.md') ? createFrontMatterFormat() : createYamlFormat()
      return format.toFile(format.fromFile(text) as never) !== text
    })
    expect(changed).toEqual([])
  })

  it('change only the line of an edited text, keeping comments and quotes', () => {
    const format = createYamlFormat()
    const text = '# the headquarters\nname: "Acme (sample)" # ⚠\nitems:\n  - a\n  - b\n'
    const data = format.fromFile(text) as { name: string; items: string[] }
    format.fromFile('name: other\nitems: []\n')
    expect(format.toFile({ ...data, name: 'Acme (live)' })).toBe('# the headquarters\nname: "Acme (live)" # ⚠\nitems:\n  - a\n  - b\n')
    expect(format.toFile({ ...data, items: ['a', 'b', 'c'], extra: '' })).toBe('# the headquarters\nname: "Acme (sample)" # ⚠\nitems:\n  - a\n  - b\n  - c\n')
  })
})

describe('the check before a save', () => {
  const home = (language: string) => readFileSync(`content/pages/home/${language}.yaml`, 'utf8')

  it('passes the files as they are', () => {
    expect(checkEntryFiles({ 'content/pages/home/tr.yaml': home('tr'), 'content/pages/home/en.yaml': home('en'), 'content/pages/home/de.yaml': home('de') })).toEqual([])
  })

  it('names the file and field of an empty required text and of a link to a page that does not exist', () => {
    const broken = home('tr').replace(/^( {4}title: ).*$/m, '$1""').replace('to: /blog/grid', 'to: /no-such-page')
    expect(checkEntryFiles({ 'content/pages/home/tr.yaml': broken, 'content/pages/home/en.yaml': home('en'), 'content/pages/home/de.yaml': home('de') })).toEqual([
      'content/pages/home/tr.yaml: sections.0.title: Too small: expected string to have >=1 characters',
      'content/pages/home/tr.yaml: sections.6.all.to: "/no-such-page" is not a page of the site',
    ])
  })

  it('checks a data file by its schema, and refuses files outside the content', () => {
    expect(checkEntryFiles({ 'content/data/site.yaml': 'foundedYear: 1800\n' })[0]).toMatch(/^content\/data\/site\.yaml: /)
    expect(checkEntryFiles({ 'server/app.ts': 'x' })).toEqual(['server/app.ts: the editor writes only content/pages, content/collections, content/data and content/locales'])
  })
})
