import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

type ReceivedLead = { path: string; origin: string | undefined; body: unknown }

/**
 * An external lead API for a build with VITE_API_BASE_URL, as small as the contract allows: the
 * site's paths and answers (201 `{ status: 'received' }`), and what such an API must do because it
 * lives on another origin. The browser sends it no anti-forgery token and no cookies (api-fetch.ts
 * adds the token to the site's own API only), so it answers the CORS preflight of the site's
 * origin alone (POST with `Content-Type` and `Accept-Language`) and refuses posts whose Origin is
 * not the site's. Rate limits and validation, which a real one needs too, are left out.
 */
export async function startLeadApiStandIn(siteOrigin: string) {
  const received: ReceivedLead[] = []
  const cors = { 'Access-Control-Allow-Origin': siteOrigin, Vary: 'Origin' }
  const server = createServer(async (req, res) => {
    const fromSite = req.headers.origin === siteOrigin
    if (req.method === 'OPTIONS') {
      res.writeHead(fromSite ? 204 : 403, fromSite ? { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type, Accept-Language', 'Access-Control-Max-Age': '600' } : {})
      return res.end()
    }
    if (req.method !== 'POST' || !req.url?.startsWith('/api/v1/Site/') || !fromSite) {
      res.writeHead(fromSite ? 404 : 403)
      return res.end()
    }
    received.push({ path: req.url, origin: req.headers.origin, body: JSON.parse(await bodyOf(req)) })
    res.writeHead(201, { ...cors, 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ status: 'received' }))
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  return text
}
