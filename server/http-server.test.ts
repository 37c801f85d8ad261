import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHttpServer } from './http-server'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

describe('HTTP server limits', () => {
  it('closes a connection that trickles its request body past the request timeout', async () => {
    let handled = 0
    const server = createHttpServer(
      (req, res) => {
        handled++
        req.resume()
        req.on('end', () => res.end('ok'))
      },
      { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000, checkIntervalMs: 100 },
    )
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const socket = net.connect(port, '127.0.0.1')
    socket.write('POST /en/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n')
    // One byte now and then, never the whole body: the server must give up on its own.
    const trickle = setInterval(() => socket.writable && socket.write('a'), 200)
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => undefined)
    await new Promise((resolve) => socket.once('close', resolve))
    clearInterval(trickle)
    expect(handled).toBe(1)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('closes a connection that sends nothing within the headers timeout (Node starts that clock at the first byte)', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'), { headersTimeoutMs: 300, requestTimeoutMs: 1_000, checkIntervalMs: 100 })
    const port = await listen(server)
    const silent = net.connect(port, '127.0.0.1')
    silent.on('error', () => undefined)
    // Read, though nothing comes: a socket nobody reads may never take in the server's FIN, and then
    // never says 'close' (1 run in 10 beside busy loops waited out the guard below).
    silent.resume()
    // Closed by the server, not by this guard (which only keeps a broken server from hanging the test).
    const closedByServer = await Promise.race([
      new Promise<true>((resolve) => silent.once('close', () => resolve(true))),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ])
    silent.destroy()
    expect(closedByServer).toBe(true)
  })

  it('keeps a kept-alive connection after its first request under the keep-alive rules, not the first-request timeout', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'), { headersTimeoutMs: 200, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 60_000, checkIntervalMs: 100 })
    const port = await listen(server)
    const socket = net.connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    let closed = false
    socket.once('close', () => (closed = true))
    let answers = ''
    socket.on('data', (chunk) => (answers += chunk.toString()))
    const request = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'
    socket.write(request)
    await vi.waitFor(() => expect(answers).toMatch(/^HTTP\/1\.1 200/), { timeout: 10_000 })
    // Five times the first-request timeout in silence: still open, and a second request is answered.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(closed).toBe(false)
    socket.write(request)
    await vi.waitFor(() => expect(answers.match(/HTTP\/1\.1 200/g)).toHaveLength(2), { timeout: 10_000 })
    socket.destroy()
  })

  it('answers CONNECT with 501 instead of resetting the connection', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'))
    const port = await listen(server)
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    const ended = new Promise<string | undefined>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code))
      socket.once('close', () => resolve(undefined))
    })
    socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')
    expect(await ended).toBeUndefined()
    expect(answer).toMatch(/^HTTP\/1\.1 501 /)
  })
})

async function listen(server: Server): Promise<number> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
