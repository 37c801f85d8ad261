import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import express from 'express'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { closeConnectionsWhenClosing, createShutdown } from './graceful-shutdown'
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
  it('serves through the drain, then refuses new connections while every open one is answered, with Connection: close, never reset', async () => {
    const slow = held()
    const slowArrived = held()
    const app = express()
    app.use(closeConnectionsWhenClosing)
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
      // Never reached here: every connection ends by its own answer.
      idleCloseMs: 60_000,
      runShutdownHooks: async () => {},
      exit: (code) => {
        exitCode = code
        exited.release()
      },
    })

    // A proxy's keep-alive connection, open before the signal, and a request in flight.
    const proxy = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect(await get(proxy, port, '/')).toMatchObject({ status: 200, connection: 'keep-alive' })
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const inFlight = get(busy, port, '/slow')
    await slowArrived.promise

    void shutdown('SIGTERM')
    // Draining: served as before, the kept-alive connection stays open, new connections are accepted.
    expect(await get(proxy, port, '/')).toMatchObject({ status: 200, connection: 'keep-alive', socketReused: true })
    expect(await get(new http.Agent({ keepAlive: false }), port, '/')).toMatchObject({ status: 200 })
    // A connection accepted just now (a proxy's new one), its request not sent yet.
    const accepted = new Promise((resolve) => server.once('connection', resolve))
    const early = net.connect(port, '127.0.0.1')
    const earlyAnswer = new Promise<string>((resolve, reject) => {
      let text = ''
      early.on('data', (chunk: Buffer) => (text += chunk.toString()))
      early.once('end', () => resolve(text))
      early.once('error', reject)
    })
    await accepted
    expect(exitCode).toBeUndefined()

    drain.release()
    // The listener closes: a new connection is refused (nginx tries another instance, even for a POST)...
    await new Promise<void>((resolve) => {
      const poll = () =>
        get(new http.Agent({ keepAlive: false }), port, '/').then(
          () => setImmediate(poll),
          (error: NodeJS.ErrnoException) => {
            expect(error.code).toBe('ECONNREFUSED')
            resolve()
          },
        )
      poll()
    })
    // ...while every open connection is still answered, and told to close: the kept-alive one...
    expect(await get(proxy, port, '/')).toMatchObject({ status: 200, connection: 'close', body: 'ok', socketReused: true })
    // ...the one accepted just before, whose request comes now...
    early.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(await earlyAnswer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close\r\n[\s\S]*\r\n\r\nok$/i)
    // ...and the request in flight since before the signal. Only then does the process exit.
    expect(exitCode).toBeUndefined()
    slow.release()
    expect(await inFlight).toMatchObject({ status: 200, body: 'slow', connection: 'close' })
    await exited.promise
    expect(exitCode).toBe(0)
  })
})
