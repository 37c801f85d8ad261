import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { closeConnectionsWhileDraining, createShutdown } from './graceful-shutdown'
import { createHttpServer } from './http-server'

/** A promise with its resolve, to hold a request or the drain until the test lets it go. */
function held() {
  let release = () => {}
  const promise = new Promise<void>((resolve) => (release = resolve))
  return { promise, release }
}

type Answer = { status: number; connection: string | undefined; body: string; socketReused: boolean }

/** One GET on `agent`'s keep-alive socket; rejects on a reset or refused connection. */
function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body, socketReused: request.reusedSocket }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

describe('graceful shutdown over HTTP', () => {
  it('drains with Connection: close while still listening, then closes without resetting a request in flight', async () => {
    const slow = held()
    const slowArrived = held()
    const app = express()
    app.use(closeConnectionsWhileDraining)
    app.get('/', (_req, res) => void res.send('ok'))
    app.get('/slow', async (_req, res) => {
      slowArrived.release()
      await slow.promise
      res.send('slow')
    })
    const server = createHttpServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo

    const drain = held()
    const exited = held()
    let exitCode: number | undefined
    const shutdown = createShutdown({
      server,
      logger: pino({ level: 'silent' }),
      drainMs: 5_000,
      drain: () => drain.promise,
      graceMs: 60_000,
      runShutdownHooks: async () => {},
      exit: (code) => {
        exitCode = code
        exited.release()
      },
    })

    // A proxy's keep-alive connection, open before the signal.
    const proxy = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const before = await get(proxy, port, '/')
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' })
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const inFlight = get(busy, port, '/slow')
    await slowArrived.promise

    void shutdown('SIGTERM')
    // Draining: the kept-alive connection is answered, told to close, and closed cleanly.
    const during = await get(proxy, port, '/')
    expect(during).toMatchObject({ status: 200, connection: 'close', body: 'ok', socketReused: true })
    // Still listening: a new connection is served too.
    const fresh = await get(new http.Agent({ keepAlive: true }), port, '/')
    expect(fresh).toMatchObject({ status: 200, connection: 'close' })
    expect(exitCode).toBeUndefined()

    drain.release()
    // The listener closes: a new connection is refused (a proxy tries another instance)...
    await new Promise<void>((resolve) => {
      const poll = () =>
        get(new http.Agent(), port, '/').then(
          () => setImmediate(poll),
          (error: NodeJS.ErrnoException) => {
            expect(error.code).toBe('ECONNREFUSED')
            resolve()
          },
        )
      poll()
    })
    // ...while the request in flight is answered, not reset, and only then does the process exit.
    expect(exitCode).toBeUndefined()
    slow.release()
    expect(await inFlight).toMatchObject({ status: 200, body: 'slow' })
    await exited.promise
    expect(exitCode).toBe(0)
  })
})
