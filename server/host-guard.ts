import type { RequestHandler } from 'express'

const VALID_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

function isValidHost(host: string | undefined): boolean {
  return !!host && host.length <= 255 && VALID_HOST.test(host)
}

/** A Host (or trusted X-Forwarded-Host) that is not a host name gets a 400, not a crash later. */
export const rejectBadHost: RequestHandler = (req, res, next) => {
  const forwarded = req.app.get('trust proxy') ? req.get('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined
  if (!isValidHost(req.get('Host')) || (forwarded !== undefined && !isValidHost(forwarded))) {
    res.status(400).type('text/plain').send('Bad Request: invalid Host header')
    return
  }
  next()
}
