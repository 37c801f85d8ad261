#!/usr/bin/env node
/**
 * No import cycles between the folders of app/ (issue #37 item 3, docs/decisions/027).
 *
 * A folder here is one layer or feature: each of app/components/*, app/features/*, app/frame,
 * app/section-scripts and app/lib. If a file in folder A imports folder B (directly, through any
 * kind of import or re-export, type-only included) and some file in B reaches back to A, the two
 * can no longer be understood, tested or moved apart. ESLint's file-level `no-cycle` rules would
 * need every file resolved per lint run; this reads the imports with TypeScript's own scanner and
 * works on the folder graph, which takes well under a second.
 *
 * Tests are left out: a test may reach into whatever it sets up.
 *
 * Usage: node scripts/folder-cycles.js          fails (exit 1) and lists the cycles if there is one
 *        node scripts/folder-cycles.js --edges  also prints which files make each edge of a cycle
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const APP = join(ROOT, 'app')

/** The folder an app/ file belongs to, or null if it is not in one of the checked layers. */
function folderOf(appRelativePath) {
  const parts = appRelativePath.split('/')
  if (parts[0] === 'components' || parts[0] === 'features') return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null
  if (parts[0] === 'frame' || parts[0] === 'section-scripts' || parts[0] === 'lib') return parts[0]
  return null
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${sep}__tests__${sep}`)

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|js|jsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(path) ? [path] : []
  })
}

/** Every module specifier a file imports: static imports, re-exports, `import()` and `import type`. */
function specifiers(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * `import url from '~/frame/toasts?worker&url'` is Vite's asset import: the importer gets the URL of a
 * script built as its own bundle (as `app.css?url` gives a stylesheet's), no code or type of it. A
 * component that puts a frame or section script on its page so depends on that file the way markup
 * depends on a `<script src>`, not on its module: it is not an import edge. The script itself may
 * not import the component's folder back through code, which the check does see.
 */
export const isAssetReference = (specifier) => /[?&]url$/.test(specifier)

/** The app/-relative path a specifier points at, or null for packages and files outside app/. */
function target(specifier, fromFile) {
  let absolute
  if (specifier.startsWith('~/')) absolute = join(APP, specifier.slice(2))
  else if (specifier.startsWith('.')) absolute = join(dirname(fromFile), specifier)
  else return null
  const path = relative(APP, absolute).split(sep).join('/')
  return path.startsWith('..') ? null : path
}

/** folder → folder → the imports (file → specifier) that make that edge; `files` are absolute paths in app/. */
export function folderGraph(files = sourceFiles(APP), read = (file) => readFileSync(file, 'utf8')) {
  const graph = new Map()
  for (const file of files) {
    const from = folderOf(relative(APP, file).split(sep).join('/'))
    if (!from) continue
    for (const specifier of specifiers(read(file), file)) {
      if (isAssetReference(specifier)) continue
      const path = target(specifier, file)
      const to = path && folderOf(path)
      if (!to || to === from) continue
      if (!graph.has(from)) graph.set(from, new Map())
      const edges = graph.get(from)
      if (!edges.has(to)) edges.set(to, [])
      edges.get(to).push(`${relative(ROOT, file)} → ${specifier}`)
    }
  }
  return graph
}

/** Strongly connected components with more than one folder (Tarjan): each is a set of folders in a cycle. */
export function cycles(graph) {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])])
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const components = []
  let next = 0
  const connect = (node) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        connect(to)
        low.set(node, Math.min(low.get(node), low.get(to)))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)))
    }
    if (low.get(node) === index.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const node of [...nodes].sort()) if (!index.has(node)) connect(node)
  return components
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = folderGraph()
  const found = cycles(graph)
  if (found.length === 0) process.exit(0)
  const showEdges = process.argv.includes('--edges')
  console.error('Import cycles between folders of app/ (scripts/folder-cycles.js, docs/decisions/027):')
  for (const component of found) {
    console.error(`\n  ${component.join(' ↔ ')}`)
    const members = new Set(component)
    for (const from of component) {
      for (const [to, imports] of graph.get(from) ?? []) {
        if (!members.has(to)) continue
        console.error(`    ${from} → ${to} (${imports.length})`)
        if (showEdges) for (const line of imports) console.error(`      ${line}`)
      }
    }
  }
  console.error('\nMove what both sides need into the lower folder (a shared module, components/ui, lib) instead of importing upwards.')
  process.exit(1)
}
