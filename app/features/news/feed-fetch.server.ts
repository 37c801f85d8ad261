export class FeedFetchError extends Error {
  override name = 'FeedFetchError'
}

export type SafeFetchOptions = {
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

/**
 * GET with everything a third-party feed or image may not do to us: a deadline for the whole
 * exchange, a size cap enforced while streaming, few redirects, http/https only.
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
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: options.accept, 'user-agent': 'SoftwareFactorySite/1.0 (+news reader)' },
      })
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel()
        if (redirects >= options.maxRedirects) throw new FeedFetchError('too many redirects')
        url = new URL(response.headers.get('location') ?? '', url)
        checkProtocol(url)
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new FeedFetchError(`HTTP ${response.status}`)
      }
      const declared = Number(response.headers.get('content-length') ?? Number.NaN)
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        await response.body?.cancel()
        throw new FeedFetchError('response too large')
      }
      const chunks: Uint8Array[] = []
      let size = 0
      if (response.body) {
        const reader = response.body.getReader()
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          size += value.byteLength
          if (size > options.maxBytes) {
            await reader.cancel()
            throw new FeedFetchError('response too large')
          }
          chunks.push(value)
        }
      }
      return {
        body: Buffer.concat(chunks),
        contentType: response.headers.get('content-type') ?? '',
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
