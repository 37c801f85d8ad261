import type { AddressInfo } from 'node:net'
import net from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardRequestTarget, isAbsurdPath, MAX_PATH_LENGTH, MAX_PATH_SEGMENTS } from './request-guard'

let origin = ''
let port = 0
const reached: string[] = []
let close: () => void = () => undefined

beforeAll(async () => {
  const app = express()
  app.use(guardRequestTarget)
  app.use((req, res) => {
    reached.push(req.path)
    res.send('page')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
  origin = `http://127.0.0.1:${port}`
  close = () => server.close()
})
afterAll(() => close())

/** A raw request line, for targets fetch() would normalise. */
function rawStatus(requestLine: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])))
    socket.on('error', reject)
  })
}

describe('request target limits (before any routing)', () => {
  it('lets every real page through', async () => {
    for (const path of ['/', '/en', '/de/shop/single/1030', '/tr/portfolio/case-study/v1', '/en/blog/grid?page=2']) {
      expect((await fetch(origin + path)).status).toBe(200)
    }
    expect(isAbsurdPath('/en/help/detail/some-article')).toBe(false)
  })

  it('answers a path with thousands of segments (414 when long, 404 when deep) before any route sees it', async () => {
    const before = reached.length
    const response = await fetch(`${origin}/en/${'a/'.repeat(7000)}`)
    expect(response.status).toBe(414)
    const deep = await fetch(`${origin}/en/${'a/'.repeat(MAX_PATH_SEGMENTS)}`)
    expect(deep.status).toBe(404)
    expect(deep.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await fetch(`${origin}/en${'/'.repeat(3000)}x`).then((r) => r.status)).toBe(414)
    expect(reached.length).toBe(before)
  })

  it('refuses over-long paths with 414', async () => {
    expect((await fetch(`${origin}/en/${'x'.repeat(MAX_PATH_LENGTH)}`)).status).toBe(414)
  })

  it('refuses route discovery for absurd paths', async () => {
    const absurd = `/en/${'a/'.repeat(100)}`
    expect((await fetch(`${origin}/__manifest?version=1&paths=/en,${encodeURIComponent(absurd)}`)).status).toBe(400)
    const many = Array.from({ length: 300 }, (_, index) => `/en/p${index}`).join(',')
    expect((await fetch(`${origin}/__manifest?version=1&paths=${many}`)).status).toBe(400)
    expect((await fetch(`${origin}/__manifest?version=1&paths=/en,/en/contact`)).status).toBe(200)
  })

  it('answers absolute-form and asterisk-form request targets with 400, not 500', async () => {
    expect(await rawStatus('GET http://evil.example/en HTTP/1.1')).toBe(400)
    expect(await rawStatus('OPTIONS * HTTP/1.1')).toBe(400)
    expect(await rawStatus('GET /en HTTP/1.1')).toBe(200)
  })
})
