import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { siteSecrets } from '@db/schema'
import { NEWS_IMAGE_PATH, newsImageUrl, newsPictureSources, type NewsPictureSources, type SignedNewsImage } from '~/features/news/news-image'
import { NEWS_IMAGE_KEY_PURPOSE, signNewsImage } from '~/features/news/news-image-signature.server'
import { clearNewsImageCache, newsImageHandler } from '~/features/news/news-image.server'
import { loadNews, resetNewsForTests } from '~/features/news/news.server'
import { resetEnvForTests } from '~/lib/env.server'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'
import { getSigningKeys, resetSigningSecretForTests, signingSecretSource } from '~/lib/server/signing-secret.server'
import { guardOutboundConnections } from '../fixtures/outbound-guard'
import { startTestPostgres, type TestPostgres } from './helpers/postgres'
import { scaled } from '../fixtures/slowness.js'

/**
 * Two site instances behind one (imaginary) load balancer, on one PostgreSQL database: A is this
 * test process, B a child process that never reads a feed. A page's picture URL rendered by A
 * must load from B, keep loading after the feed moved on, and nothing unsigned or altered may.
 * The page's data carries one signature per picture; its URLs are made as the page makes them.
 */

type Listening = { origin: string; close: () => Promise<void> }

async function listen(handler: http.RequestListener): Promise<Listening & { server: http.Server }> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A feed on 127.0.0.1 (so it is the configured, trusted origin) whose items can be replaced. */
async function startFeed() {
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2563eb' } }).png().toBuffer()
  const state = { pictures: ['story-1', 'story-2'], feedReads: 0, pictureHits: 0 }
  const listening = await listen((req, res) => {
    if (req.url === '/feed.xml') {
      state.feedReads++
      const items = state.pictures.map(
        (name) =>
          `<item><title>${name}</title><link>https://example.com/${name}</link><media:thumbnail url="${listening.origin}/img/${name}.png"/></item>`,
      )
      res.writeHead(200, { 'content-type': 'application/rss+xml' })
      return res.end(`<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>two instances</title>${items.join('')}</channel></rss>`)
    }
    if (req.url?.startsWith('/img/')) {
      state.pictureHits++
      return res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    }
    res.writeHead(404).end()
  })
  return Object.assign(listening, { state })
}

/** Instance B: the image proxy in a process of its own, on the same database and settings. */
async function startInstanceB(env: NodeJS.ProcessEnv): Promise<Listening & { child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/integration/helpers/news-image-instance.ts')], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance B did not start:\n${output}`)), scaled(30_000))
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /\{"listening":(\d+)\}/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => reject(new Error(`instance B exited with ${code}:\n${output}`)))
  })
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** Every URL of a rendered picture, by format and width. */
function urlsOf(picture: NewsPictureSources): Map<string, string> {
  const urls = new Map<string, string>()
  for (const set of [picture.srcSet, ...picture.sources.map((source) => source.srcSet)]) {
    for (const entry of set.split(', ')) {
      const [url = '', width = ''] = entry.split(' ')
      urls.set(`${new URL(url, 'http://site.test').searchParams.get('f')} ${width}`, url)
    }
  }
  return urls
}

function withQuery(url: string, change: Record<string, string | null>): string {
  const parsed = new URL(url, 'http://site.test')
  for (const [name, value] of Object.entries(change)) {
    if (value === null) parsed.searchParams.delete(name)
    else parsed.searchParams.set(name, value)
  }
  return `${parsed.pathname}${parsed.search}`
}

describe('news picture URLs across two instances on one PostgreSQL database', () => {
  const saved = { ...process.env }
  let guard: ReturnType<typeof guardOutboundConnections>
  let postgres: TestPostgres
  let feed: Awaited<ReturnType<typeof startFeed>>
  let a: Listening
  let b: Awaited<ReturnType<typeof startInstanceB>>
  /** The first story's picture as instance A put it into a page's data, before the feed moved on. */
  let signed: SignedNewsImage
  /** Its URLs as the page renders them. */
  let rendered: NewsPictureSources

  beforeAll(async () => {
    guard = guardOutboundConnections()
    postgres = await startTestPostgres()
    feed = await startFeed()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: postgres.url,
      NEWS_FEED_EN: `${feed.origin}/feed.xml`,
      NEWS_CACHE_TTL_SECONDS: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    }
    // No SIGNING_SECRET: the instances must agree through the database alone.
    delete env.SIGNING_SECRET
    process.env = { ...env, LOG_LEVEL: 'silent' }
    resetEnvForTests()
    resetSigningSecretForTests()
    resetNewsForTests()
    clearNewsImageCache()

    const appA = express()
    appA.get(NEWS_IMAGE_PATH, newsImageHandler)
    a = await listen(appA)
    b = await startInstanceB(env)

    // A renders the page's news, through the same function the pages' loaders call.
    const [first] = await loadNews('en')
    if (!first?.picture) throw new Error('instance A rendered no picture')
    signed = first.picture
    rendered = newsPictureSources(signed)
  })

  afterAll(async () => {
    await b?.close()
    await a?.close()
    resetNewsForTests()
    resetSigningSecretForTests()
    await closeDatabase()
    postgres?.stop()
    await feed?.close()
    guard?.restore()
    process.env = saved
    resetEnvForTests()
  })

  it('serves the picture A rendered from B, which never read the feed', async () => {
    const url = urlsOf(rendered).get('webp 480w') ?? ''
    expect(url).toMatch(/^\/news-image\?src=.+&w=480&f=webp&s=[\w-]{22}$/)
    const response = await fetch(`${b.origin}${url}`)
    expect(response.status, b.output()).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toContain('max-age=86400')
    expect(response.headers.get('vary')).toBeNull()
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 270 })
    // The feed was read by A only: B had no list of known pictures to consult.
    expect(feed.state.feedReads).toBe(1)
    // Both instances sign with the one secret the database holds.
    const { db } = await getDatabase()
    expect(await db.$count(siteSecrets)).toBe(1)
    expect(signingSecretSource()).toBe('database')
    expect(await (await fetch(`${b.origin}/signing-secret-source`)).json()).toEqual({ source: 'database' })
  })

  it('serves the JPEG fallback of the <img> from B too', async () => {
    const response = await fetch(`${b.origin}${rendered.src}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
  })

  it('keeps serving the picture from both instances after the feed was refreshed without it', async () => {
    feed.state.pictures = ['story-3']
    const source = new URL(rendered.src, 'http://site.test').searchParams.get('src')
    // The news cache's second (NEWS_CACHE_TTL_SECONDS) passes on this process's clock, not in a sleep.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    try {
      vi.setSystemTime(Date.now() + 1_100)
      await vi.waitFor(
        async () => {
          const items = await loadNews('en')
          expect(items.map((item) => item.picture?.src)).toEqual([`${feed.origin}/img/story-3.png`])
        },
        { timeout: scaled(5_000), interval: 100 },
      )
    } finally {
      vi.useRealTimers()
    }
    expect(feed.state.feedReads).toBe(2)
    expect(source).toBe(`${feed.origin}/img/story-1.png`)
    // Variants neither instance has rendered before, so neither answers from its memory.
    for (const [instance, key] of [
      [b, 'avif 320w'],
      [a, 'jpeg 960w'],
    ] as const) {
      const hits = feed.state.pictureHits
      const response = await fetch(`${instance.origin}${urlsOf(rendered).get(key)}`)
      expect(response.status, key).toBe(200)
      expect(response.headers.get('content-type')).toBe(`image/${key.split(' ')[0]}`)
      expect(feed.state.pictureHits).toBe(hits + 1)
    }
  })

  it('refuses an unsigned URL, a changed address and a changed or foreign signature, on both instances, without fetching', async () => {
    const url = urlsOf(rendered).get('webp 640w') ?? ''
    const signature = signed.s
    const foreign = signNewsImage(signed.src, [Buffer.alloc(32, 9)])
    const tampered = [
      withQuery(url, { s: null }),
      withQuery(url, { src: `${feed.origin}/img/story-2.png` }),
      withQuery(url, { src: `${signed.src}?v=2` }),
      withQuery(url, { s: `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}` }),
      withQuery(url, { s: foreign }),
    ]
    const hits = feed.state.pictureHits
    for (const instance of [a, b]) {
      for (const target of tampered) {
        const response = await fetch(`${instance.origin}${target}`)
        expect(response.status, `${instance.origin}${target}`).toBe(404)
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
      expect((await fetch(`${instance.origin}${url}`)).status).toBe(200)
    }
    // Only the two genuine requests (one per instance) fetched from the source; no refused one did.
    expect(feed.state.pictureHits).toBe(hits + 2)
  })

  it('serves another allowed width or format of a signed picture, and refuses (400) one outside the lists', async () => {
    // The URL of one rendering, its width or format changed by hand: the signature covers only
    // the address, so this is just another of the renderings the page offers.
    const url = urlsOf(rendered).get('webp 640w') ?? ''
    const hits = feed.state.pictureHits
    for (const [instance, target, format, width] of [
      [b, withQuery(url, { w: '320' }), 'webp', 320],
      [a, withQuery(url, { f: 'avif', w: '480' }), 'avif', 480],
    ] as const) {
      const response = await fetch(`${instance.origin}${target}`)
      expect(response.status, `${instance.origin}${target}`).toBe(200)
      expect(response.headers.get('content-type')).toBe(`image/${format}`)
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: format === 'avif' ? 'heif' : format, width })
    }
    // Neither instance had made these two before: each fetched the picture once.
    expect(feed.state.pictureHits).toBe(hits + 2)
    const refused = [withQuery(url, { w: '7' }), withQuery(url, { w: '1920' }), withQuery(url, { f: 'png' }), withQuery(url, { w: null }), withQuery(url, { src: null })]
    const before = feed.state.pictureHits
    for (const instance of [a, b]) {
      for (const target of refused) {
        const response = await fetch(`${instance.origin}${target}`)
        expect(response.status, `${instance.origin}${target}`).toBe(400)
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
    }
    expect(feed.state.pictureHits).toBe(before)
  })

  it('still applies the address policy to a correctly signed URL', async () => {
    // A picture server on this machine but not the configured feed's origin: never fetched.
    let internalHits = 0
    const internal = await listen((_req, res) => {
      internalHits++
      res.writeHead(200, { 'content-type': 'image/png' }).end()
    })
    try {
      const src = `${internal.origin}/secret.png`
      // Signed with the shared secret (as if a feed had listed it): B accepts the signature …
      const target = newsImageUrl({ src, s: signNewsImage(src, await getSigningKeys(NEWS_IMAGE_KEY_PURPOSE)) }, 320, 'jpeg')
      const response = await fetch(`${b.origin}${target}`, { redirect: 'manual' })
      // … and still shows the placeholder, without connecting.
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/images/news/no-image.svg')
      expect(internalHits).toBe(0)
    } finally {
      await internal.close()
    }
  })
})
