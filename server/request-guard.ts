import type { RequestHandler, Response } from 'express'

/**
 * Limits on the request target, checked before any routing. React Router matches a page path (and
 * each path its route discovery asks for) prefix by prefix, so its cost grows with the square of
 * the segment count: 7,000 segments held the whole process for 4 s. No page of the site is deeper
 * than a handful of segments or longer than a few dozen characters.
 */
export const MAX_PATH_LENGTH = 1024
export const MAX_PATH_SEGMENTS = 16
/** React Router's lazy route discovery endpoint (its `?paths=` lists the paths a page links to). */
const MANIFEST_PATH = '/__manifest'
const MAX_DISCOVERY_PATHS = 200

function refuse(res: Response, status: number, text: string): void {
  res.setHeader('Cache-Control', 'no-store')
  res.status(status).type('text/plain').send(text)
}

/** Counts the non-empty segments of a path, stopping as soon as the limit is passed. */
function tooManySegments(path: string): boolean {
  let segments = 0
  for (let index = 0; index < path.length; index++) {
    if (path.charCodeAt(index) === 47 /* / */ && index + 1 < path.length && path.charCodeAt(index + 1) !== 47) {
      if (++segments > MAX_PATH_SEGMENTS) return true
    }
  }
  return false
}

export function isAbsurdPath(path: string): boolean {
  return path.length > MAX_PATH_LENGTH || tooManySegments(path)
}

export const guardRequestTarget: RequestHandler = (req, res, next) => {
  // Absolute-form (`GET http://host/path`) and asterisk-form targets are for proxies, not for us.
  if (!req.url.startsWith('/')) return refuse(res, 400, 'Bad Request: request target must be a path')
  const path = req.path
  if (path.length > MAX_PATH_LENGTH) return refuse(res, 414, 'URI Too Long')
  if (tooManySegments(path)) return refuse(res, 404, 'Not Found')
  if (path === MANIFEST_PATH) {
    // React Router reads the first `paths` parameter only.
    const raw = Array.isArray(req.query.paths) ? req.query.paths[0] : req.query.paths
    const paths = typeof raw === 'string' ? raw.split(',') : []
    if (paths.length > MAX_DISCOVERY_PATHS || paths.some(isAbsurdPath)) return refuse(res, 400, 'Bad Request')
  }
  next()
}
