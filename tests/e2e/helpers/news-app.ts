import http from 'node:http'
import { FEED_ORIGIN } from '../../../playwright.config'
import { startAppServer } from '../../fixtures/app-server.js'

export { FEED_ORIGIN }

/**
 * A second production server with its own news settings (feeds that fail, a short TTL), on a
 * port the OS picks, so these tests never disturb the shared server or other helpers.
 */
export function startNewsApp(env: Record<string, string>): Promise<{ origin: string; stop: () => Promise<void> }> {
  return startAppServer(env, { name: 'site-e2e-news' })
}

/** Time to the first byte and the whole body of a GET, measured outside any browser. */
/** A GET that resolves once the body so far contains `marker` (`head`); `rest` is the whole body. */
export function streamedGet(url: string, marker: string): Promise<{ status: number; head: string; rest: Promise<string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.setEncoding('utf8')
        let body = ''
        let found = false
        let finish: (body: string) => void = () => undefined
        const rest = new Promise<string>((done) => (finish = done))
        response.on('data', (chunk: string) => {
          body += chunk
          if (!found && body.includes(marker)) {
            found = true
            resolve({ status: response.statusCode ?? 0, head: body, rest })
          }
        })
        response.on('end', () => {
          if (!found) resolve({ status: response.statusCode ?? 0, head: body, rest })
          finish(body)
        })
      })
      .on('error', reject)
  })
}

export function timedGet(url: string): Promise<{ status: number; ttfbMs: number; totalMs: number; body: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const ttfbMs = performance.now() - started
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ttfbMs, totalMs: performance.now() - started, body }))
      })
      .on('error', reject)
  })
}
