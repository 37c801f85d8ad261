import type http from 'node:http'
import { addAbortSignal, pipeline, type Readable } from 'node:stream'
import zlib from 'node:zlib'
import { type AddressPolicy, allowedAddresses, type ResolvedAddress } from '~/lib/server/address-policy.server'
import { pinnedRequest, untilAborted } from '~/lib/server/pinned-request.server'

export class FeedFetchError extends Error {
  override name = 'FeedFetchError'
}

export type SafeFetchOptions = AddressPolicy & {
  timeoutMs: number
  maxBytes: number
  maxRedirects: number
  accept: string
  signal?: AbortSignal
}

export type SafeFetchResult = { body: Buffer; contentType: string; finalUrl: string }

function checkProtocol(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError(`protocol ${url.protocol} refused`)
}

/** One GET without following redirects, over a fresh connection to one of `addresses`. */
function get(url: URL, addresses: readonly ResolvedAddress[], accept: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = pinnedRequest(url, addresses, signal, {
      method: 'GET',
      headers: {
        accept,
        // Not deflate: servers disagree on whether it is zlib-wrapped.
        'accept-encoding': 'gzip, br',
        'user-agent': 'SoftwareFactorySite/1.0 (+news reader)',
      },
    })
    request.once('response', resolve)
    // Kept for the request's whole life: a late socket error must not become an uncaught one.
    request.on('error', reject)
    request.end()
  })
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null
  if (!decoder) {
    if (encoding && encoding !== 'identity') throw new FeedFetchError(`content encoding ${encoding} refused`)
    return response
  }
  // A failure on either side destroys both, so the loop below ends with the error.
  return pipeline(response, decoder, () => {})
}

/** The body, decompressed, refused as soon as it passes `maxBytes` (a zip bomb stops there too). */
async function readBody(response: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const stream = addAbortSignal(signal, decoded(response))
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.byteLength
      if (size > maxBytes) throw new FeedFetchError('response too large')
      chunks.push(chunk)
    }
  } finally {
    // Cuts the connection when we stop early: the sender cannot push the rest of a huge body.
    response.destroy()
  }
  return Buffer.concat(chunks)
}

/**
 * GET with everything a third-party feed or image may not do to us: a deadline for the whole
 * exchange, a size cap enforced while streaming, few redirects, http/https only, and only to
 * public addresses (checked after DNS, on every redirect hop) unless the origin is a configured
 * feed's (see AddressPolicy). node:http rather than the global fetch: only it lets us choose the
 * address a socket connects to (`lookup`) without adding the undici package.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new FeedFetchError('invalid URL')
  }
  checkProtocol(url)
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
  try {
    for (let redirects = 0; ; redirects++) {
      const addresses = await untilAborted(allowedAddresses(url, options), signal)
      const response = await get(url, addresses, options.accept, signal)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location !== undefined) {
        response.destroy()
        if (redirects >= options.maxRedirects) throw new FeedFetchError('too many redirects')
        url = new URL(location, url)
        checkProtocol(url)
        continue
      }
      if (status < 200 || status >= 300) {
        response.destroy()
        throw new FeedFetchError(`HTTP ${status}`)
      }
      const declared = Number(response.headers['content-length'] ?? Number.NaN)
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy()
        throw new FeedFetchError('response too large')
      }
      return {
        body: await readBody(response, options.maxBytes, signal),
        contentType: response.headers['content-type'] ?? '',
        finalUrl: url.href,
      }
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error
    if (timeout.aborted) throw new FeedFetchError('timed out')
    throw new FeedFetchError(error instanceof Error ? error.message : String(error))
  }
}

/** Decodes a feed body: the XML declaration's or the header's charset, UTF-8 otherwise. */
export function decodeFeedBody(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 200).toString('latin1')
  const declared = /encoding=["']([\w-]+)["']/i.exec(head)?.[1] ?? /charset=([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
