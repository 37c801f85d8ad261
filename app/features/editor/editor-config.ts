/**
 * The content editor's configuration (Decap CMS, docs/decisions/024), generated from the schemas
 * the build checks with: every page (content/pages/<path>/{tr,en,de}.yaml), every collection
 * (content/collections/<kind>/<slug>.<lang>.md), the site's facts (content/data/*.yaml) and the
 * frame's texts (content/locales/{tr,en,de}.json). The server hands it to the editor as JSON.
 */
import { DATA_SCHEMAS, type DataFileName } from '@content/data-schema'
import { COLLECTIONS, FRONT_MATTER, PageSchema, type CollectionName } from '~/features/content/page-schema'
import { LANGUAGES } from '~/features/i18n/languages'
import { formOf, labelOf, type EditorField } from './editor-fields'

/** Where the editor reads and writes: this machine's files (`npm run edit`) or a git host. */
export type EditorBackend =
  | { name: 'local' }
  | { name: 'github' | 'gitlab' | 'gitea'; repo: string; branch: string; baseUrl?: string; authEndpoint?: string; apiRoot?: string; appId?: string }

const EDITOR_COLLECTION_LABELS: Record<CollectionName, string> = {
  services: 'Services · Hizmetler',
  projects: 'Case studies · Projeler',
  jobs: 'Jobs · İş ilanları',
  help: 'Help articles · Yardım',
  articles: 'Articles · Makaleler',
  legal: 'Legal texts · Yasal metinler',
  features: 'Product features · Ürün özellikleri',
  integrations: 'Integrations · Entegrasyonlar',
}

/** Where the editor's own API lives (the local backend, the preview and the check). */
export const EDITOR_API = '/admin/api'
/** The pictures: uploaded into the repository's image folder, named in content as /images/<file>. */
const MEDIA_FOLDER = 'public/images'

export type EditorInput = {
  backend: EditorBackend
  /** The content pages (`/`, `/about/v1`) with a title to list them by. */
  pages: { path: string; title: string }[]
  /** The frame's texts (tr.json): their keys make the form. */
  texts: Record<string, unknown>
  /** The data files' current content: the keys of their records (site.yaml's countries). */
  data: Partial<Record<DataFileName, unknown>>
}

/** The page's folder under content/pages (the home page `/` is `home`). */
function pageFolder(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\//, '')
}

/**
 * The file Decap is told for a page: with the `multiple_files` structure it puts the language
 * before the extension, so `content/pages/about/v1/yaml` is read and written as
 * `content/pages/about/v1/{tr,en,de}.yaml`, the site's own layout.
 */
function pageEditorFile(path: string): string {
  return `content/pages/${pageFolder(path)}/yaml`
}

/** The frame's texts as a form: nested objects of strings, in the file's order. */
function textFields(texts: Record<string, unknown>, path = ''): EditorField[] {
  return Object.entries(texts).map(([key, value]): EditorField => {
    if (value && typeof value === 'object') return { name: key, label: labelOf(key), widget: 'object', collapsed: path !== '' || undefined, i18n: true, fields: textFields(value as Record<string, unknown>, `${path}${key}.`) } as EditorField
    return { name: key, label: `${path}${key}`, widget: typeof value === 'string' && value.length > 80 ? 'text' : 'string', required: true, i18n: true }
  })
}

/**
 * The data files the editor offers: all but promises.yaml, whose sentence patterns are a developer's
 * to change with the texts they guard (a marketer edits the texts, and content:check holds them to it).
 */
export const EDITOR_DATA_FILES = (Object.keys(DATA_SCHEMAS) as DataFileName[]).filter((file) => file !== 'promises.yaml')

function recordKeysOf(file: DataFileName, data: unknown): Record<string, string[]> {
  if (file === 'site.yaml' && data && typeof data === 'object' && 'countries' in data) return { countries: Object.keys((data as { countries: object }).countries) }
  return {}
}

export function pageFields(): EditorField[] {
  return formOf(PageSchema, { i18n: true })
}

export function collectionFields(collection: CollectionName): EditorField[] {
  return [...formOf(FRONT_MATTER[collection], { i18n: true }), { name: 'body', label: 'Text', widget: 'markdown', required: true, i18n: true, modes: ['raw', 'rich_text'] }]
}

export function dataFields(file: DataFileName, data: unknown): EditorField[] {
  return formOf(DATA_SCHEMAS[file], { i18n: false, recordKeys: recordKeysOf(file, data) })
}

/** Decap's backend settings: the local file API of `npm run edit`, or the git host with its editorial workflow. */
function backendOf(backend: EditorBackend) {
  if (backend.name === 'local') return { backend: { name: 'proxy', proxy_url: `${EDITOR_API}/v1`, branch: 'main' } }
  return {
    backend: {
      name: backend.name,
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
      ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
      ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
      ...(backend.appId ? { app_id: backend.appId, auth_type: 'pkce' } : {}),
      squash_merges: true,
      commit_messages: {
        create: 'Content: create {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    // Draft → in review → ready: each entry is a branch and a pull/merge request that CI checks.
    publish_mode: 'editorial_workflow',
  }
}

export function editorConfig(input: EditorInput) {
  const i18n = { structure: 'multiple_files', locales: [...LANGUAGES], default_locale: 'tr' }
  return {
    load_config_file: false,
    ...backendOf(input.backend),
    media_folder: MEDIA_FOLDER,
    public_folder: '/images',
    locale: 'en',
    i18n,
    // Slugs of new entries and uploaded pictures: lower-case ASCII, as the schemas want.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'pages',
        label: 'Pages · Sayfalar',
        description: 'Every page of the site in Turkish, English and German. A page is a list of sections.',
        format: 'site-yaml',
        extension: 'yaml',
        i18n: true,
        files: input.pages.map((page) => ({
          name: pageFolder(page.path).replace(/\//g, '__'),
          label: `${page.path} — ${page.title}`,
          file: pageEditorFile(page.path),
          i18n: true,
          fields: pageFields(),
        })),
      },
      ...COLLECTIONS.map((collection) => ({
        name: collection,
        label: EDITOR_COLLECTION_LABELS[collection],
        folder: `content/collections/${collection}`,
        format: 'site-frontmatter',
        extension: 'md',
        create: true,
        slug: '{{slug}}',
        summary: '{{title}}',
        sortable_fields: ['order', 'title'],
        i18n: true,
        fields: collectionFields(collection),
      })),
      {
        name: 'facts',
        label: 'Facts · Şirket bilgileri',
        description: 'The company and legal facts, contact details, offices, client logos, domains, menus and footer: one file each, the same in every language.',
        format: 'site-yaml',
        extension: 'yaml',
        files: EDITOR_DATA_FILES.map((file) => ({
          name: file.replace(/\.yaml$/, ''),
          label: file,
          file: `content/data/${file}`,
          fields: dataFields(file, input.data[file]),
        })),
      },
      {
        name: 'texts',
        label: 'Frame texts · Arayüz metinleri',
        description: 'The texts of the header, footer, forms and messages.',
        format: 'site-json',
        extension: 'json',
        i18n: true,
        files: [{ name: 'locales', label: 'Header, footer, forms, messages', file: 'content/locales/json', i18n: true, fields: textFields(input.texts) }],
      },
    ],
  }
}
