import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import { logger, redactUrl } from '~/lib/server/logger.server'
import { NonceContext } from '~/lib/nonce'

export const streamTimeout = 5_000

/**
 * A loader, action or render failed: its stack goes to the log once, in one JSON line with the
 * request's path (secret query values redacted), instead of React Router's console.error. The
 * request's own log line then says 500 without a stack (server/request-logging.ts). A visitor who
 * went away (aborted request) is no failure.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
  const { pathname, search } = new URL(request.url)
  logger.error({ err: error, method: request.method, url: redactUrl(pathname + search) }, 'route failed')
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  // Fail closed: a page is shared only when its route says so (~/lib/http-cache), never by default.
  if (!responseHeaders.has('Cache-Control') || responseStatusCode >= 400) responseHeaders.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once; browsers get the shell first and deferred data streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary that is already complete (cached news) goes out in place. By default
        // React moves any boundary after the first 12.8 KB of HTML to the end of the stream and
        // reveals it from a script a frame later: one more full layout and paint of the page,
        // which on a phone is a 70 ms task right after the first paint.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Before the shell, onShellError rejects and handleError logs it; after it, only this sees it.
          if (shellRendered) logger.error({ err: error, url: redactUrl(request.url.slice(new URL(request.url).origin.length)) }, 'render failed')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
