import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FEED_ORIGIN } from '../../../playwright.config'

export { FEED_ORIGIN }

/**
 * A second production server with its own news settings (feeds that fail, a short TTL), on a
 * port the OS picks, so these tests never disturb the shared server or other helpers.
 */
export async function startNewsApp(env: Record<string, string>): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-e2e-news-')),
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error('server did not start')), 30_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      for (const line of buffer.split('\n')) {
        if (!line.includes('server listening')) continue
        clearTimeout(timer)
        resolve((JSON.parse(line) as { port: number }).port)
      }
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  child.stdout?.resume()
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Time to the first byte and the whole body of a GET, measured outside any browser. */
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
