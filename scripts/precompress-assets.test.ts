import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressDirectory } from './precompress-assets.js'

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files that unpack to the original, and skips the rest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    mkdirSync(path.join(dir, 'assets'))
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))}\n`
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(60)}</svg>`
    writeFileSync(path.join(dir, 'assets', 'entry-abc.js'), script)
    writeFileSync(path.join(dir, 'picture.svg'), svg)
    writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}')
    writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7))

    const totals = await precompressDirectory(dir)

    expect(totals.files).toBe(2)
    const written: [string, string][] = [
      ['assets/entry-abc.js', script],
      ['picture.svg', svg],
    ]
    for (const [file, text] of written) {
      const br = readFileSync(path.join(dir, `${file}.br`))
      const gz = readFileSync(path.join(dir, `${file}.gz`))
      expect(brotliDecompressSync(br).toString()).toBe(text)
      expect(gunzipSync(gz).toString()).toBe(text)
      expect(br.length).toBeLessThan(text.length / 4)
    }
    // Too small to gain, or compressed already.
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'font.woff2.br'))).toBe(false)
    expect(totals.brotliBytes).toBeLessThan(totals.bytes)
  })
})
