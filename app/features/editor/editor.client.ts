/**
 * The content editor's own script (docs/decisions/024), loaded only by /admin/ before Decap CMS:
 * our file formats (editor-format.ts), the preview by the site's own sections (the server renders
 * it, /admin/api/preview) in the entry's language, light or dark, and the check before a save (the
 * build's own reading of the files, /admin/api/check), whose messages name file and field.
 */
import { createFrontMatterFormat, createYamlFormat, JSON_FORMAT } from './editor-format'

type Immutable = { get(key: string): unknown; getIn(path: (string | number)[]): unknown; toJS(): unknown }
type Decap = {
  init(options: { config: unknown }): void
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: never): string }): void
  registerPreviewTemplate(name: string, component: unknown): void
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => Promise<unknown> }): void
}
type EditorWindow = Window & { CMS?: Decap; CMS_MANUAL_INIT?: boolean; h?: (...args: unknown[]) => unknown; createClass?: (spec: Record<string, unknown>) => unknown }

type CollectionConfig = { name: string; folder?: string; format: string; i18n?: boolean; files?: { name: string; file: string }[] }
type Config = { collections: CollectionConfig[]; i18n: { locales: string[]; default_locale: string } }

const API = '/admin/api'
const editorWindow = window as EditorWindow

const yaml = createYamlFormat()
const formats = { 'site-yaml': yaml, 'site-frontmatter': createFrontMatterFormat(yaml), 'site-json': JSON_FORMAT } as const
const extensionOf = { 'site-yaml': 'yaml', 'site-frontmatter': 'md', 'site-json': 'json' } as const

function toText(format: string, data: unknown): string {
  return (formats[format as keyof typeof formats] ?? yaml).toFile(data as never)
}

/** The files an entry is written as, one per language where the collection is translated: path → data. */
function entryFiles(config: Config, collectionName: string, entry: Immutable): { path: string; language: string; data: unknown }[] {
  const collection = config.collections.find((candidate) => candidate.name === collectionName)
  if (!collection) return []
  const slug = String(entry.get('slug') ?? '') || 'new-entry'
  const data = (entry.get('data') as Immutable | undefined)?.toJS() ?? {}
  const file = collection.files?.find((candidate) => candidate.name === slug)?.file
  const extension = extensionOf[collection.format as keyof typeof extensionOf]
  if (!collection.i18n) return file ? [{ path: file, language: config.i18n.default_locale, data }] : []
  return config.i18n.locales.map((language) => {
    const own = language === config.i18n.default_locale ? data : ((entry.getIn(['i18n', language, 'data']) as Immutable | undefined)?.toJS() ?? {})
    const path = file ? file.replace(new RegExp(`${extension}$`), `${language}.${extension}`) : `${collection.folder}/${slug}.${language}.${extension}`
    return { path, language, data: own }
  })
}

/**
 * The git host's token Decap keeps once the editor has signed in: the server lets the check and
 * the preview through only for a token the host says may write to the repository (server/editor-access.ts).
 */
function signedInToken(): string | undefined {
  try {
    const token = (JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as { token?: unknown } | null)?.token
    return typeof token === 'string' && token ? token : undefined
  } catch {
    return undefined
  }
}

async function post(path: string, body: unknown): Promise<Response> {
  const token = signedInToken()
  return fetch(`${API}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
}

/** The language the preview shows: the one whose data the entry holds now (Decap shows the chosen language's). */
function previewLanguage(config: Config, entry: Immutable): string {
  const data = JSON.stringify((entry.get('data') as Immutable | undefined)?.toJS() ?? {})
  for (const language of config.i18n.locales) {
    if (language === config.i18n.default_locale) continue
    const own = entry.getIn(['i18n', language, 'data']) as Immutable | undefined
    if (own && JSON.stringify(own.toJS()) === data) return language
  }
  return config.i18n.default_locale
}

/** What the preview shows when the server refused it (signed out, too many requests): the reason, as text. */
async function refusalDocument(response: Response): Promise<string> {
  const reason = ((await response.json().catch(() => ({}))) as { error?: string }).error ?? `HTTP ${response.status}`
  const text = document.createElement('p')
  text.textContent = reason
  return `<!doctype html><meta charset="utf-8"><body style="font-family: system-ui; padding: 1.5rem">${text.outerHTML}</body>`
}

function previewTemplate(config: Config, collectionName: string) {
  const { h, createClass } = editorWindow
  return createClass!({
    getInitialState() {
      return { html: '', theme: 'light' }
    },
    componentDidMount(this: { refresh(): void }) {
      this.refresh()
    },
    componentDidUpdate(this: { refresh(): void; props: { entry: Immutable } }, previous: { entry: Immutable }) {
      if (previous.entry !== this.props.entry) this.refresh()
    },
    refresh(this: { props: { entry: Immutable }; state: { theme: string }; timer?: number; setState(state: object): void }) {
      window.clearTimeout(this.timer)
      this.timer = window.setTimeout(async () => {
        const language = previewLanguage(config, this.props.entry)
        const file = entryFiles(config, collectionName, this.props.entry).find((candidate) => candidate.language === language)
        if (!file) return
        const response = await post('preview', { file: file.path, text: toText(config.collections.find((c) => c.name === collectionName)!.format, file.data), theme: this.state.theme })
        this.setState({ html: response.ok ? await response.text() : await refusalDocument(response), language })
      }, 300)
    },
    render(this: { state: { html: string; theme: string; language?: string }; setState(state: object, then?: () => void): void; refresh(): void }) {
      const themeButton = (theme: string, label: string) =>
        h!('button', { type: 'button', 'aria-pressed': this.state.theme === theme, onClick: () => this.setState({ theme }, () => this.refresh()), style: { marginRight: '6px', padding: '4px 10px', borderRadius: '6px', border: '1px solid #999', background: this.state.theme === theme ? '#1f7a4d' : 'transparent', color: this.state.theme === theme ? '#fff' : 'inherit' } }, label)
      return h!(
        'div',
        { style: { height: '100%', display: 'flex', flexDirection: 'column' } },
        h!('div', { style: { padding: '8px', fontFamily: 'system-ui', fontSize: '13px' } }, themeButton('light', 'Light · Açık'), themeButton('dark', 'Dark · Koyu'), h!('span', { 'data-preview-language': this.state.language ?? '' }, ` ${this.state.language ?? ''}`)),
        h!('iframe', { title: 'Preview · Önizleme', srcDoc: this.state.html, style: { flex: '1', width: '100%', minHeight: '90vh', border: '0' } }),
      )
    },
  })
}

async function start() {
  const cms = editorWindow.CMS
  if (!cms) throw new Error('Decap CMS did not load')
  const config = (await (await fetch('/admin/config.json')).json()) as Config & { backend: { name: string } }
  // The local backend (npm run edit) has nobody to sign in: the stored user skips Decap's login button.
  if (config.backend.name === 'proxy' && !localStorage.getItem('decap-cms-user')) localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy', name: 'local', login: 'local' }))
  for (const [name, format] of Object.entries(formats)) cms.registerCustomFormat(name, extensionOf[name as keyof typeof extensionOf], format)
  for (const collection of config.collections) {
    if (collection.format === 'site-json' || collection.name === 'facts') continue
    for (const name of collection.files ? collection.files.map((file) => file.name) : [collection.name]) cms.registerPreviewTemplate(name, previewTemplate(config, collection.name))
  }
  // The build's own check of every file the save would write; a problem stops the save with its file and field.
  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const collectionName = String(entry.get('collection'))
      const collection = config.collections.find((candidate) => candidate.name === collectionName)!
      const files = Object.fromEntries(entryFiles(config, collectionName, entry).map((file) => [file.path, toText(collection.format, file.data)]))
      const response = await post('check', { files })
      const answer = (await response.json()) as { problems?: string[]; error?: string }
      if (!response.ok) throw new Error(`Not saved · Kaydedilmedi — ${answer.error ?? response.status}`)
      const problems = answer.problems ?? []
      if (problems.length > 0) throw new Error(`Not saved · Kaydedilmedi — ${problems.join(' | ')}`)
      return undefined
    },
  })
  cms.init({ config })
}

if (document.readyState === 'loading') window.addEventListener('DOMContentLoaded', () => void start())
else void start()
