/**
 * Reading and checking the site's facts (content/data/*.yaml) in Node: at build, in the dev server
 * and in Vitest (siteDataPlugin turns each file into a JSON module after checking it with its
 * schema), and in `npm run content:check` (checkDataFiles, which also checks what the files say
 * about each other and that their pictures exist). Every problem names the file and the field.
 * Relative imports only: vite.config.ts loads this module.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import type * as z from 'zod'
import { CLIENT_LOGO_THEMES, clientLogoFile } from './client-logo-files.ts'
import { DATA_SCHEMAS, type DataFileName, type OfficesData, type SiteData, type ClientLogosData } from './data-schema.ts'

const DATA_DIR = 'content/data'

/** One thing wrong in a data file: `content/data/offices.yaml`, `offices.1.phone`, what is wrong. */
export type DataProblem = { file: string; field: string; message: string }

export function formatProblem(problem: DataProblem): string {
  return `${problem.file}: ${problem.field ? `${problem.field}: ` : ''}${problem.message}`
}

function fieldOf(issuePath: readonly PropertyKey[]): string {
  return issuePath.map(String).join('.')
}

function isDataFileName(name: string): name is DataFileName {
  return Object.hasOwn(DATA_SCHEMAS, name)
}

/**
 * One data file's text read and checked with its schema: the checked data (with the schema's
 * output), or the problems, each naming `file` (as given) and the field path.
 */
export function parseDataFile(file: string, source: string): { data: unknown; problems: DataProblem[] } {
  const name = path.basename(file)
  if (!isDataFileName(name)) {
    return { data: undefined, problems: [{ file, field: '', message: `not a data file of the site: ${Object.keys(DATA_SCHEMAS).join(', ')}` }] }
  }
  let raw: unknown
  try {
    raw = parseYaml(source, { prettyErrors: true })
  } catch (error) {
    return { data: undefined, problems: [{ file, field: '', message: `not YAML: ${(error as Error).message.split('\n')[0]}` }] }
  }
  const parsed = (DATA_SCHEMAS[name] as z.ZodType).safeParse(raw)
  if (!parsed.success) {
    return { data: undefined, problems: parsed.error.issues.map((issue) => ({ file, field: fieldOf(issue.path), message: issue.message })) }
  }
  return { data: parsed.data, problems: [] }
}

/**
 * What one file says about another, and the pictures the files name: the country codes of the
 * headquarters and offices are countries of site.yaml; offices and client logos have their pictures
 * in public/.
 */
export function checkDataReferences(data: { site: SiteData; offices: OfficesData; clientLogos: ClientLogosData }, publicFileExists: (publicPath: string) => boolean): DataProblem[] {
  const problems: DataProblem[] = []
  const countries = Object.keys(data.site.countries)
  const unknownCountry = (code: string) => `"${code}" is not a country of site.yaml (${countries.join(', ')})`
  if (!countries.includes(data.site.headquarters.country)) {
    problems.push({ file: `${DATA_DIR}/site.yaml`, field: 'headquarters.country', message: unknownCountry(data.site.headquarters.country) })
  }
  data.offices.offices.forEach((office, index) => {
    const file = `${DATA_DIR}/offices.yaml`
    if (!countries.includes(office.country)) problems.push({ file, field: `offices.${index}.country`, message: unknownCountry(office.country) })
    if (!publicFileExists(office.image)) problems.push({ file, field: `offices.${index}.image`, message: `public${office.image} does not exist` })
  })
  data.clientLogos.logos.forEach((logo, index) => {
    for (const theme of CLIENT_LOGO_THEMES) {
      const image = clientLogoFile(logo.slug, theme)
      if (!publicFileExists(image)) problems.push({ file: `${DATA_DIR}/client-logos.yaml`, field: `logos.${index}.slug`, message: `public${image} does not exist` })
    }
  })
  return problems
}

/** Every data file of the project checked, alone and together; [] when all is well. */
export function checkDataFiles(root: string = process.cwd()): DataProblem[] {
  const problems: DataProblem[] = []
  const data: Record<string, unknown> = {}
  for (const name of Object.keys(DATA_SCHEMAS)) {
    const file = `${DATA_DIR}/${name}`
    let source: string
    try {
      source = readFileSync(path.join(root, file), 'utf8')
    } catch {
      problems.push({ file, field: '', message: 'missing' })
      continue
    }
    const result = parseDataFile(file, source)
    problems.push(...result.problems)
    data[name] = result.data
  }
  if (problems.length > 0) return problems
  const references = { site: data['site.yaml'] as SiteData, offices: data['offices.yaml'] as OfficesData, clientLogos: data['client-logos.yaml'] as ClientLogosData }
  return checkDataReferences(references, (publicPath) => existsSync(path.join(root, 'public', publicPath)))
}

/** The Vite plugin's shape, written out so this module needs no import of Vite. */
type YamlModulePlugin = {
  name: string
  enforce: 'pre'
  transform: (this: { error: (message: string) => never }, source: string, id: string) => { code: string; map: null; moduleType: 'js' } | null
}

/**
 * A Vite plugin: `import site from './data/site.yaml'` is the file's checked data as a JSON module.
 * A file that fails its schema fails the build (and the dev server's page, and the test that
 * imports it) with its name and field paths. Only content/data files; other YAML is left alone.
 */
export function siteDataPlugin(): YamlModulePlugin {
  return {
    name: 'site-data',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0]!
      if (id.includes('?') || !file.endsWith('.yaml') || path.basename(path.dirname(file)) !== 'data' || path.basename(path.dirname(path.dirname(file))) !== 'content') return null
      const relative = `${DATA_DIR}/${path.basename(file)}`
      const { data, problems } = parseDataFile(relative, source)
      if (problems.length > 0) this.error(`Invalid site data:\n${problems.map(formatProblem).join('\n')}`)
      return { code: `export default ${JSON.stringify(data)}\n`, map: null, moduleType: 'js' }
    },
  }
}
