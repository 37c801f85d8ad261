import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { getEnv, resetEnvForTests } from '~/lib/env.server'
import { isLoopbackHost, trustProxyWarning } from './trust-proxy'

afterEach(() => {
  delete process.env.TRUST_PROXY
  resetEnvForTests()
})

function trustProxy(value: string | undefined) {
  if (value === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = value
  resetEnvForTests()
  return getEnv().TRUST_PROXY
}

/** The client address Express reports for a request with this X-Forwarded-For, under the env setting. */
async function clientIp(setting: string, forwardedFor: string): Promise<string> {
  const app = express()
  app.set('trust proxy', trustProxy(setting))
  app.get('/', (req, res) => void res.send(req.ip))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'x-forwarded-for': forwardedFor } })
    return await response.text()
  } finally {
    server.close()
  }
}

describe('TRUST_PROXY', () => {
  it('parses off, hop counts and proxy lists', () => {
    expect(trustProxy(undefined)).toBe(false)
    expect(trustProxy('0')).toBe(false)
    expect(trustProxy('false')).toBe(false)
    expect(trustProxy('1')).toBe(1)
    expect(trustProxy('true')).toBe(1)
    expect(trustProxy('2')).toBe(2)
    expect(trustProxy('loopback, 10.0.0.0/8, fd00::/8')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8'])
    expect(() => trustProxy('everyone')).toThrow(/TRUST_PROXY/)
  })

  it('with one trusted hop, the client address is the one the proxy appended, not one the client wrote', async () => {
    expect(await clientIp('1', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9')
    expect(await clientIp('true', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9')
    expect(await clientIp('2', '198.51.100.7, 203.0.113.9, 192.0.2.1')).toBe('203.0.113.9')
    expect(await clientIp('loopback', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9')
    expect(await clientIp('0', '198.51.100.7')).toBe('127.0.0.1')
  })
})

describe('the start-up warning about TRUST_PROXY', () => {
  it('warns when any peer is trusted and the server can be reached from elsewhere', () => {
    for (const host of ['0.0.0.0', '::', '203.0.113.5', '10.1.2.3', 'example.com']) {
      expect(trustProxyWarning(1, host), host).toMatch(/TRUST_PROXY=1 trusts X-Forwarded-For from any peer/)
      expect(trustProxyWarning(['0.0.0.0/0'], host), host).toBeDefined()
    }
  })

  it('stays quiet without trust, on a loopback address, or with the proxy named by address', () => {
    expect(trustProxyWarning(false, '0.0.0.0')).toBeUndefined()
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost']) expect(trustProxyWarning(1, host), host).toBeUndefined()
    expect(trustProxyWarning(['loopback'], '0.0.0.0')).toBeUndefined()
    expect(trustProxyWarning(['10.0.0.0/8', 'fd00::/8'], '0.0.0.0')).toBeUndefined()
    expect(isLoopbackHost('0.0.0.0')).toBe(false)
    // Any written form of a loopback address.
    for (const host of ['0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[0::1]']) expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['::', '::2', '128.0.0.1', '127.1']) expect(isLoopbackHost(host), host).toBe(false)
  })
})
