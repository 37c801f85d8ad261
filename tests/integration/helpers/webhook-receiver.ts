import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Webhook } from 'standardwebhooks'

type ReceivedEvent = { id: string; type: string; data: Record<string, unknown>; body: string }

/** How the receiver answers: 200, 500, or not at all until released (a hanging receiver). */
export type ReceiverMode = 'ok' | 'fail' | 'hang'

/**
 * A local webhook endpoint as a CRM would run one: it verifies each request's Standard Webhooks
 * signature with the shared secret (standardwebhooks' `verify`) and keeps the events that pass.
 * `stop` and `start` take it down and bring it back on the same port (a receiver that is down).
 */
export async function startWebhookReceiver(secret: string) {
  const verifier = new Webhook(secret)
  const received: ReceivedEvent[] = []
  const rejected: string[] = []
  let attempts = 0
  let mode: ReceiverMode = 'ok'
  const held: http.ServerResponse[] = []
  const sockets = new Set<Socket>()

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      attempts++
      const body = Buffer.concat(chunks).toString('utf8')
      if (mode === 'hang') return void held.push(response)
      if (mode === 'fail') return void response.writeHead(500).end('down for maintenance')
      try {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
        const event = verifier.verify(body, headers) as { type: string; data: Record<string, unknown> }
        received.push({ id: headers['webhook-id']!, type: event.type, data: event.data, body })
        response.writeHead(204).end()
      } catch (error) {
        rejected.push(error instanceof Error ? error.message : String(error))
        response.writeHead(400).end()
      }
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    port,
    received,
    rejected,
    attempts: () => attempts,
    setMode: (next: ReceiverMode) => {
      mode = next
    },
    /** Answers every held request (200 without checking): the hanging receiver lets go. */
    release: () => {
      for (const response of held.splice(0)) response.writeHead(200).end()
    },
    stop: async () => {
      for (const response of held.splice(0)) response.destroy()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  }
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>

/** A Standard Webhooks secret for tests. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('test-webhook-secret-0123456789ab').toString('base64')}`

/**
 * The queue's clock for tests: the real time plus however far a test moved it. Rows are written
 * with the database's real `now()`, so the queue's time never runs behind them.
 */
export function movableClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms
    },
  }
}
