// The content editor's browser code (Decap CMS, docs/decisions/024): the prebuilt bundle of the
// `decap-cms` package, fetched with npm's own client (`npm pack`) into node_modules/.cache, checked
// against the integrity pinned here and unpacked. Not a dependency: its 559 packages (and a React 18
// peer range) would enter every install for one file the server only hands to the editor's page.
// `node scripts/decap-assets.js` prints the folder; `npm run edit` and the Docker build call it.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

export const DECAP_VERSION = '3.16.3'
const INTEGRITY = 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw=='
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DECAP_DIR = path.join(ROOT, 'node_modules', '.cache', `decap-cms-${DECAP_VERSION}`)

/**
 * Three changes to Decap's bundle, so a translated *file* collection may keep a file per language
 * as our pages do (content/pages/<path>/{tr,en,de}.yaml, told to Decap as content/pages/<path>/yaml:
 * `multiple_files` writes the language before the extension). Decap refuses that configuration
 * (only `single_file` for file collections), and finds the entry of a language file and the
 * language of a path only in the `<slug>.<lang>.<ext>` form; each change keeps that form working.
 */
const PATCHES = [
  {
    original: 'function bf(e){if(e&&e.structure!==Ph.SINGLE_FILE)throw new Error(`i18n configuration for files collections is limited to ${Ph.SINGLE_FILE} structure`)}',
    patched: 'function bf(e){/* site: multiple_files allowed for file collections (scripts/decap-assets.js) */}',
  },
  {
    original: 'case Ph.MULTIPLE_FILES:return t.replace(`.${n}`,"")',
    patched: 'case Ph.MULTIPLE_FILES:/* site: <folder>/<lang>.<ext> too */return t.includes(`/${n}.`)?t.replace(`/${n}.`,"/"):t.replace(`.${n}`,"")',
  },
  {
    original: 'case Ph.MULTIPLE_FILES:return n.slice(0,-`.${t}`.length).split(".").pop()',
    patched: 'case Ph.MULTIPLE_FILES:/* site: <folder>/<lang>.<ext> too */return n.slice(0,-`.${t}`.length).split(/[./]/).pop()',
  },
]

function patchBundle(dist) {
  const file = path.join(dist, 'decap-cms.js')
  let source = readFileSync(file, 'utf8')
  for (const { original, patched } of PATCHES) {
    if (source.includes(patched)) continue
    if (source.split(original).length !== 2) throw new Error(`decap-cms@${DECAP_VERSION}: the code to patch was not found once in ${file}`)
    source = source.replace(original, patched)
  }
  writeFileSync(file, source)
}

/** The folder with decap-cms.js and its chunks; fetched on first use. */
export function ensureDecapAssets({ quiet = false } = {}) {
  const dist = path.join(DECAP_DIR, 'package', 'dist')
  if (existsSync(path.join(dist, 'decap-cms.js'))) {
    patchBundle(dist)
    return dist
  }
  rmSync(DECAP_DIR, { recursive: true, force: true })
  mkdirSync(DECAP_DIR, { recursive: true })
  const packed = JSON.parse(execFileSync('npm', ['pack', `decap-cms@${DECAP_VERSION}`, '--json', '--pack-destination', DECAP_DIR], { encoding: 'utf8', stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'] }))
  const tarball = path.join(DECAP_DIR, packed[0].filename)
  const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`
  if (digest !== INTEGRITY) {
    rmSync(DECAP_DIR, { recursive: true, force: true })
    throw new Error(`decap-cms@${DECAP_VERSION}: the tarball's integrity ${digest} is not the pinned ${INTEGRITY}`)
  }
  execFileSync('tar', ['-xzf', tarball, '-C', DECAP_DIR, '--exclude=*.map', '--exclude=package/dist/cms.js', '--exclude=package/dist/*.cms.js'])
  rmSync(tarball)
  patchBundle(dist)
  return dist
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureDecapAssets())
