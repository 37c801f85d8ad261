import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpServer } from './http-server'

const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
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
})
