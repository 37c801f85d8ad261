import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import { sendWebhook } from './webhook-sender.server'

const SECRET = `whsec_${Buffer.from('sender-test-secret-0123456789').toString('base64')}`
const servers: http.Server[] = []

async function receiver(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('sendWebhook', () => {
  it('posts the body with Standard Webhooks headers that verify with the secret', async () => {
    let verified: unknown
    const url = await receiver((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        verified = new Webhook(SECRET).verify(body, request.headers as Record<string, string>)
        response.writeHead(200).end()
      })
    })
    const outcome = await sendWebhook({ endpoint: url, eventId: 'evt_1', body: '{"type":"lead.created","data":{}}' }, { signer: new Webhook(SECRET), timeoutMs: 10_000, allowPrivate: true })
    expect(outcome).toEqual({ ok: true, statusCode: 200, error: null })
    expect(verified).toEqual({ type: 'lead.created', data: {} })
  })

  it('gives up on a receiver that never answers when the attempt’s deadline passes', async () => {
    const url = await receiver(() => {
      // Holds the request: never answers.
    })
    const outcome = await sendWebhook({ endpoint: url, eventId: 'evt_2', body: '{}' }, { signer: new Webhook(SECRET), timeoutMs: 200, allowPrivate: true })
    expect(outcome).toEqual({ ok: false, statusCode: null, error: 'timed out' })
  })

  it('refuses plain http and private addresses unless they are allowed, before connecting', async () => {
    let requests = 0
    const url = await receiver((_request, response) => {
      requests++
      response.writeHead(200).end()
    })
    expect(await sendWebhook({ endpoint: url, eventId: 'evt_3', body: '{}' }, { signer: new Webhook(SECRET), timeoutMs: 10_000, allowPrivate: false })).toMatchObject({ ok: false, error: 'must be https' })
    const httpsUrl = url.replace('http://127.0.0.1', 'https://crm.example.com')
    const outcome = await sendWebhook(
      { endpoint: httpsUrl, eventId: 'evt_4', body: '{}' },
      { signer: new Webhook(SECRET), timeoutMs: 10_000, allowPrivate: false, resolve: async () => [{ address: '10.0.0.5', family: 4 }] },
    )
    expect(outcome).toMatchObject({ ok: false, statusCode: null })
    expect(outcome.error).toMatch(/10\.0\.0\.5 .*refused \(private\)/)
    expect(requests).toBe(0)
  })

  it('counts a redirect as a failed attempt: the signature is for this endpoint only', async () => {
    const url = await receiver((_request, response) => response.writeHead(307, { location: 'https://elsewhere.example/' }).end())
    expect(await sendWebhook({ endpoint: url, eventId: 'evt_5', body: '{}' }, { signer: new Webhook(SECRET), timeoutMs: 10_000, allowPrivate: true })).toEqual({ ok: false, statusCode: 307, error: 'HTTP 307' })
  })
})
