import { afterEach, describe, expect, it, vi } from 'vitest'
import { startTestServer } from '../testing/test-server.ts'

afterEach(() => vi.unstubAllEnvs())

describe('Strict-Transport-Security', () => {
  it('is sent over HTTPS only, as a proxy in TRUST_PROXY reports it, never over plain HTTP', async () => {
    vi.stubEnv('TRUST_PROXY', 'loopback')
    const server = await startTestServer()
    try {
      const plain = await fetch(`${server.base}/`)
      expect(plain.headers.get('strict-transport-security')).toBeNull()
      const secure = await fetch(`${server.base}/`, { headers: { 'x-forwarded-proto': 'https' } })
      expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      const form = await fetch(`${server.base}/api/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ email: 'a@b.co' }),
      })
      expect(form.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    } finally {
      await server.close()
    }
  })

  it('is not sent over plain HTTP when no proxy is trusted, whatever the request claims', async () => {
    const server = await startTestServer()
    try {
      const claimed = await fetch(`${server.base}/`, { headers: { 'x-forwarded-proto': 'https' } })
      expect(claimed.headers.get('strict-transport-security')).toBeNull()
    } finally {
      await server.close()
    }
  })
})
