/**
 * The editor's preview (docs/decisions/024): an entry's file as it would be written, rendered by the
 * site's own section components and stylesheet, in the entry's language and the chosen theme. The
 * file is read as the build reads it; what it gets wrong is listed instead of a page.
 */
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { parse as parseYaml } from 'yaml'
import stylesheet from '~/styles/app.css?url'
import { ContentSections } from '~/components/sections/render-sections'
import { buildContentPage } from '~/features/content/content-page.server'
import { fillCompanyFacts, renderMarkdown, type ContentProblem } from '~/features/content/content-files.server'
import { contentPage, contentPagePaths } from '~/features/content/content.server'
import { COLLECTIONS, FRONT_MATTER, PageSchema, type AnyCollectionItem, type CollectionName, type Page } from '~/features/content/page-schema'
import { frameTextsJson, pageTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider, PageTexts } from '~/features/i18n/i18n-context'
import { isLanguage, type Language } from '~/features/i18n/languages'
import { siteSeoFor } from '~/features/seo/seo'

export type PreviewRequest = { file: string; text: string; theme: 'light' | 'dark'; origin: string; host: string }

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

function documentOf(language: string, theme: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(language)}" data-theme="${theme === 'dark' ? 'dark' : 'light'}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><base target="_blank"><link rel="stylesheet" href="${stylesheet}"></head><body class="min-h-dvh bg-background text-foreground">${body}</body></html>`
}

function problemsDocument(language: string, theme: string, problems: string[]): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')
  return documentOf(language, theme, `<main class="mx-auto max-w-3xl p-6"><h1 class="text-xl font-semibold">The page cannot be shown yet</h1><ul data-preview-problems class="mt-4 list-disc pl-6 text-destructive">${items}</ul></main>`)
}

/** The detail page that shows a collection's items: the one without a canonical elsewhere. */
function detailPathOf(collection: CollectionName): string | undefined {
  const paths = contentPagePaths().filter((path) => contentPage(path, 'en')?.detail?.collection === collection)
  return paths.find((path) => !contentPage(path, 'en')?.detail?.canonical) ?? paths[0]
}

function render(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough()
        let html = ''
        sink.on('data', (chunk) => (html += chunk))
        sink.on('end', () => resolve(html))
        stream.pipe(sink)
      },
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    })
  })
}

/** The preview document of a page file or collection file (`content/pages/home/tr.yaml`, `content/collections/jobs/x.en.md`). */
export async function renderPreview({ file, text, theme, origin, host }: PreviewRequest): Promise<string> {
  const page = /^\/?content\/pages\/(.+)\/([a-z]{2})\.yaml$/.exec(file)
  const item = /^\/?content\/collections\/([a-z]+)\/([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(file)
  const language = page?.[2] ?? item?.[3] ?? 'tr'
  if (!isLanguage(language) || (!page && !item)) return problemsDocument('en', theme, [`${file}: no preview for this file`])
  const problems: ContentProblem[] = []
  const filled = fillCompanyFacts(text, file, problems)

  let resolved: Parameters<typeof buildContentPage>[0]
  if (page) {
    const path = page[1] === 'home' ? '/' : `/${page[1]}`
    let parsed: ReturnType<typeof PageSchema.safeParse>
    try {
      parsed = PageSchema.safeParse(parseYaml(filled))
    } catch (error) {
      return problemsDocument(language, theme, [`${file}: not YAML: ${(error as Error).message.split('\n')[0]}`])
    }
    if (!parsed.success) return problemsDocument(language, theme, parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`))
    resolved = { kind: 'page', path, page: parsed.data as Page, canonicalPath: path }
  } else {
    const collection = item![1] as CollectionName
    if (!(COLLECTIONS as readonly string[]).includes(collection)) return problemsDocument(language, theme, [`${file}: no such collection`])
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(filled)
    if (!match) return problemsDocument(language, theme, [`${file}: front matter between --- lines is missing`])
    let parsed: ReturnType<(typeof FRONT_MATTER)[CollectionName]['safeParse']>
    try {
      parsed = FRONT_MATTER[collection].safeParse(parseYaml(match[1]!))
    } catch (error) {
      return problemsDocument(language, theme, [`${file}: front matter is not YAML: ${(error as Error).message.split('\n')[0]}`])
    }
    if (!parsed.success) return problemsDocument(language, theme, parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`))
    const detailPath = detailPathOf(collection)
    const detailPage = detailPath ? contentPage(detailPath, language) : undefined
    if (!detailPath || !detailPage) return problemsDocument(language, theme, [`${file}: no page shows this collection`])
    const body = match[2]!.trim()
    const entry = { collection, slug: item![2]!, data: parsed.data, html: renderMarkdown(body, language), readingMinutes: Math.max(1, Math.round(body.split(/\s+/).length / 200)) } as AnyCollectionItem
    resolved = { kind: 'page', path: detailPath, page: detailPage, item: entry, canonicalPath: `${detailPath}/${entry.slug}` }
  }
  if (problems.length > 0) return problemsDocument(language, theme, problems.map((problem) => `${file}: ${problem.message}`))

  const built = buildContentPage(resolved, language as Language, '', siteSeoFor(origin, host, language as Language), () => [])
  const element = (
    <I18nProvider language={language as Language} dictionary={parseDictionary(frameTextsJson(language as Language))}>
      <PageTexts json={pageTextsJson(language as Language, 'content')}>
        <main id="main">
          <ContentSections page={built.view} />
        </main>
      </PageTexts>
    </I18nProvider>
  )
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [`/${language}${resolved.path === '/' ? '' : resolved.path}`] })
  const html = await render(<RouterProvider router={router} />)
  return documentOf(language, theme, html)
}
