import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const adminHost = 'admin.cleaners.test'
const publicHost = 'www.cleaners.test'
const page = (title: string) => `<!doctype html><html><body>${title}<script src="https://chat.example/w.js"></script>`

/** A built site with a page, a redirect, the /admin app and the files its preview shows. */
function withSite(dist: string) {
  const files: Record<string, string> = {
    'about/index.html': page('About us'),
    'admin/index.html': '<!doctype html><title>Editor</title>',
    'admin/assets/editor-1a2b.js': 'console.log("editor")',
    'assets/site-3c4d.css': 'body { margin: 0 }',
    '_site/shell-5e6f.json': '{}',
    '_images/sofa-640.webp': 'webp',
    'images/uploads/sofa.jpg': 'jpeg',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true })
    writeFileSync(join(dist, name), content)
  }
  const manifestFile = join(dist, 'site-manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest
  writeFileSync(manifestFile, JSON.stringify({ ...manifest, redirects: { '/old-about': '/about' } }))
}

describe('with ADMIN_HOST, the admin host name', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      settings: { adminPassword: 'the owner’s long office phrase', adminHost },
      withDist: withSite,
    })
  }, 60_000)
  afterAll(() => server.close(), 60_000)

  const answer = async (host: string, url: string, method: 'GET' | 'POST' = 'GET') => {
    const response = await server.app.inject({
      method,
      url,
      headers: { host },
      ...(method === 'POST' ? { payload: {} } : {}),
    })
    return [response.statusCode, response.headers.location ?? response.body.slice(0, 40)]
  }

  it('serves /admin, its API and the files its preview shows', async () => {
    const urls = [
      '/admin',
      '/admin/assets/editor-1a2b.js',
      '/assets/site-3c4d.css',
      '/_site/shell-5e6f.json',
      '/_images/sofa-640.webp',
      '/images/uploads/sofa.jpg',
      '/favicon.svg',
      '/api/placeholder/10/10',
    ]
    const seen: Record<string, unknown> = {}
    for (const url of urls) seen[url] = (await answer(adminHost, url))[0]
    expect(seen).toEqual(Object.fromEntries(urls.map((url) => [url, 200])))
    expect(await answer(adminHost, '/admin/api/forms')).toEqual([401, expect.any(String)])
  })

  it('serves no public page, redirect or form there, and sends its front page to /admin', async () => {
    const urls = ['/about', '/about/', '/about/index.html', '/index.html', '/404.html', '/old-about', '/no-such-page']
    const seen: Record<string, unknown> = {}
    for (const url of urls) seen[url] = await answer(adminHost, url)
    expect(seen).toEqual(Object.fromEntries(urls.map((url) => [url, [404, 'There is no page at this address.']])))
    expect(await answer(`${adminHost}:8443`, '/about')).toEqual([404, 'There is no page at this address.'])
    expect(await answer(adminHost, '/api/forms/contact', 'POST')).toEqual([404, 'There is no page at this address.'])
    expect(await answer(adminHost, '/')).toEqual([302, '/admin'])
  })

  it('leaves the public host name as it was: its pages, and no /admin', async () => {
    expect(await answer(publicHost, '/about')).toEqual([200, page('About us').slice(0, 40)])
    expect(await answer(publicHost, '/old-about')).toEqual([301, '/about'])
    expect((await answer(publicHost, '/admin'))[0]).toBe(404)
  })
})
