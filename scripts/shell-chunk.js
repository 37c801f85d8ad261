import { existsSync } from 'node:fs'
import path from 'node:path'

/** @typedef {{ getModuleInfo(id: string): { importedIds: readonly string[] } | null }} ChunkingContext */

/** Every page loads the root and the language layout; what they import statically is the shell. */
const SHELL_ROOTS = ['app/root.tsx', 'app/routes/language-layout.tsx', 'app/features/seo/page-meta.ts'].map((file) => path.resolve(file))
// A renamed root would silently leave its code in a chunk of its own (route-meta.ts did: +0.9 KB).
for (const root of SHELL_ROOTS) if (!existsSync(root)) throw new Error(`shell-chunk.js: ${path.relative('.', root)} does not exist`)

/** @type {Set<string> | undefined} */
let shell

/** @param {ChunkingContext} ctx */
function collectShell(ctx) {
  /** @type {Set<string>} */
  const seen = new Set()
  const queue = [...SHELL_ROOTS]
  while (queue.length > 0) {
    const id = /** @type {string} */ (queue.pop())
    if (seen.has(id)) continue
    seen.add(id)
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push(imported)
  }
  return seen
}

/**
 * Puts the code every page needs (framework, header, footer, i18n, theme, toasts) into one
 * chunk instead of twenty small ones: each separately gzipped file pays its own header and
 * loses the shared dictionary, which cost the home page about 5 KB. Route code, and anything
 * a route loads on demand, keeps its own chunks.
 * @param {string} id
 * @param {ChunkingContext} ctx
 * @returns {string | null}
 */
export function shellChunkName(id, ctx) {
  shell ??= collectShell(ctx)
  return shell.has(id) ? 'shell' : null
}
