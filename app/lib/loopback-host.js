// Plain JavaScript: server.js and scripts/edit.js read it before anything is compiled.

/** A name only this machine answers to: 127.x, localhost or ::1 (bracketed or not), as a listening address (HOST) or a request's host name. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i

/** @param {string} host */
export function isLoopbackHost(host) {
  return LOOPBACK_HOST.test(host.trim())
}
