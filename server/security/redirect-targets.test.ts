import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

/** Where each old address is sent, as `site.yaml` wrote it, and the Location header that says so. */
const redirects = {
  '/strasse': ['https://de.example.org/wiki/Straße', 'https://de.example.org/wiki/Stra%C3%9Fe'],
  '/tokyo': ['https://example.jp/東京?q=ü#ä', 'https://example.jp/%E6%9D%B1%E4%BA%AC?q=%C3%BC#%C3%A4'],
  '/spaced': ['https://example.com/a b', 'https://example.com/a%20b'],
  '/escaped': ['https://example.com/50%25-off', 'https://example.com/50%25-off'],
  '/smile': ['https://example.com/😀', 'https://example.com/%F0%9F%98%80'],
  // A manifest built before the check refused them may still hold these.
  '/forged': [
    'https://example.com/a\r\nSet-Cookie: session=forged',
    'https://example.com/a%0D%0ASet-Cookie:%20session=forged',
  ],
  '/nul': ['https://example.com/a\0b\tc', 'https://example.com/a%00b%09c'],
}

describe('a redirect to an address beyond plain ASCII', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      withDist: (dist) => {
        const manifestFile = join(dist, 'site-manifest.json')
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest
        const targets = Object.fromEntries(Object.entries(redirects).map(([from, [to]]) => [from, to]))
        writeFileSync(manifestFile, JSON.stringify({ ...manifest, redirects: targets }))
      },
    })
  }, 60_000)
  afterAll(() => server.close(), 60_000)

  it('sends visitors on with the address percent-encoded, never a failure or a header of its own', async () => {
    const answers: Record<string, unknown> = {}
    for (const from of Object.keys(redirects)) {
      const response = await fetch(`${server.base}${from}`, { redirect: 'manual' })
      await response.body?.cancel()
      answers[from] = [response.status, response.headers.get('location'), response.headers.get('set-cookie')]
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.entries(redirects).map(([from, [, location]]) => [from, [301, location, null]])),
    )
  })
})
