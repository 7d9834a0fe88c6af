import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DraftEditAnswer, DraftState, PublishEvent } from '../../src/model/admin-api.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { callAdmin, freshDraft, sessionsByRole, type AdminSessionCookie } from '../testing/admin-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const password = 'the owner’s long office phrase'
const editorPage = '<!doctype html><html><head><title>Website editor</title></head><body></body></html>'
const takenOver = '<!doctype html><html><head><title>Redirecting</title></head><body>evil</body></html>'
const sentence =
  'the address "/admin" belongs to the site\'s own workings (the editor lives at /admin), so a page or a redirect cannot use it'

/** Writes files into the built site, and redirects into its manifest. */
function publishedBefore(files: Record<string, string>, redirects: Record<string, string>) {
  return (dist: string) => {
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, name)), { recursive: true })
      writeFileSync(join(dist, name), content)
    }
    const manifestFile = join(dist, 'site-manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, redirects: { ...manifest.redirects, ...redirects } }))
  }
}

describe('a built site from older code, with pages and redirects at the server’s own addresses', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      settings: { adminPassword: password },
      withDist: publishedBefore(
        {
          'admin/index.html': editorPage,
          'api/placeholder/10/10/index.html': takenOver,
          'api/forms/contact/index.html': takenOver,
          'send-email/index.html': takenOver,
          'assets/app-1a2b.js': 'console.log("code")',
        },
        {
          '/admin': 'https://evil.example/admin-login',
          '/admin/api/people': 'https://evil.example/people',
          '/api/placeholder/10/10': 'https://evil.example/picture',
          '/send-email': 'https://evil.example/send',
          '/assets/app-1a2b.js': 'https://evil.example/app.js',
        },
      ),
    })
  })
  afterAll(() => server.close())

  const get = (path: string) => fetch(`${server.base}${path}`, { redirect: 'manual' })

  it('answers /admin, the placeholders and the form receiver itself, before any published file or redirect', async () => {
    const admin = await get('/admin')
    expect([admin.status, await admin.text(), admin.headers.get('cache-control')]).toEqual([
      200,
      editorPage,
      'no-store',
    ])
    expect((await get('/admin/api/people')).status).toBe(401)
    const placeholder = await get('/api/placeholder/10/10')
    expect([placeholder.status, placeholder.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    for (const path of ['/send-email', '/api/forms/contact', '/send-email/']) {
      const answer = await get(path)
      expect([path, answer.status, answer.headers.get('location'), await answer.text()]).toEqual([
        path,
        404,
        null,
        expect.stringContaining('<title>Not found</title>'),
      ])
    }
  })

  it('applies no redirect from a reserved address, and still serves the build’s own files there', async () => {
    const code = await get('/assets/app-1a2b.js')
    expect([code.status, code.headers.get('location'), await code.text()]).toEqual([200, null, 'console.log("code")'])
  })

  it('never serves the /admin page through a spelling the router does not take for /admin', async () => {
    for (const path of ['/admin%2F', '/admin%2Findex.html', '/ADMIN', '/Admin/index.html']) {
      const answer = await get(path)
      expect([path, answer.status, await answer.text()]).toEqual([
        path,
        404,
        expect.stringContaining('<title>Not found</title>'),
      ])
    }
  })
})

describe('an editor’s draft that takes /admin', () => {
  const root = join(import.meta.dirname, '../..')
  const project = mkdtempSync(join(tmpdir(), 'reserved-project-'))
  cpSync(join(root, 'site.yaml'), join(project, 'site.yaml'))
  symlinkSync(join(root, 'public'), join(project, 'public'), 'dir')
  const liveText = readFileSync(join(project, 'site.yaml'), 'utf8')
  let server: TestServer
  let editor: AdminSessionCookie

  // Three logins, each a deliberately slow password hash: on a busy machine, more than the usual 10 s.
  beforeAll(async () => {
    server = await startTestServer({
      settings: { adminPassword: password, loginsPer15Minutes: 1000 },
      projectRoot: project,
      withDist: (dist) => {
        mkdirSync(join(dist, 'admin'))
        writeFileSync(join(dist, 'admin', 'index.html'), editorPage)
      },
    })
    editor = (await sessionsByRole(server.base, password)).editor
  }, 30_000)
  afterAll(async () => {
    await server.close()
    rmSync(project, { recursive: true, force: true })
  })

  const call = (path: string, body?: unknown) => callAdmin(server.base, `/admin/api/${path}`, { session: editor, body })

  /** Makes a draft with these edits; gives its text and the check the editor was answered with. */
  async function draftWith(edits: unknown[]) {
    const draft = await freshDraft(server.base, editor)
    const edited = await call(`drafts/${draft.id}/edits`, { revision: draft.revision, edits })
    expect(edited.status).toBe(200)
    const { check } = (await edited.json()) as DraftEditAnswer
    const { text } = (await (await call(`drafts/${draft.id}`)).json()) as DraftState
    return { id: draft.id, text, errors: check?.errors ?? [] }
  }

  async function publish(id: string) {
    const lines = (await (await call(`drafts/${id}/publish`, {})).text()).split('\n').filter(Boolean)
    return JSON.parse(lines.at(-1)!) as Extract<PublishEvent, { outcome: string }>
  }

  /** Where `written` starts in `text`, as line and column from 1. */
  const placeOf = (text: string, written: string) => {
    const before = text.slice(0, text.indexOf(written)).split('\n')
    return { line: before.length, col: before.at(-1)!.length + 1 }
  }

  it('is refused by the check and by publish, with a sentence at the redirect, and /admin still serves the editor', async () => {
    const redirect = { from: '/admin', to: 'https://evil.example/admin-login' }
    const { id, text, errors } = await draftWith([{ op: 'insert', path: ['redirects'], index: 0, value: redirect }])
    const refusal = {
      ...placeOf(text, '/admin\n'),
      path: ['redirects', 0, 'from'],
      message: `redirects[0].from: ${sentence}`,
      hint: 'Choose another address.',
      code: 'reservedAddress',
      params: ['redirects[0].from', '/admin', 'the editor lives at /admin'],
    }
    expect(errors).toEqual([refusal])
    expect(await publish(id)).toMatchObject({ outcome: 'refused', reason: 'invalid', problems: [refusal] })
    expect(readFileSync(join(project, 'site.yaml'), 'utf8')).toBe(liveText)
    const admin = await fetch(`${server.base}/admin`, { redirect: 'manual' })
    expect([admin.status, await admin.text()]).toEqual([200, editorPage])
  })

  it('is refused in the same words for a page at /admin', async () => {
    const page = { title: 'Log in', description: 'Log in.', blocks: [{ type: 'rich-text', text: 'Log in.' }] }
    const { id, text, errors } = await draftWith([{ op: 'set', path: ['pages', '/admin'], value: page }])
    const refusal = {
      ...placeOf(text, '/admin:'),
      path: ['pages', '/admin'],
      message: `pages./admin: ${sentence}`,
      hint: 'Choose another address.',
      code: 'reservedAddress',
      params: ['pages./admin', '/admin', 'the editor lives at /admin'],
    }
    expect(errors).toEqual([refusal])
    expect(await publish(id)).toMatchObject({ outcome: 'refused', reason: 'invalid', problems: [refusal] })
    const admin = await fetch(`${server.base}/admin/`, { redirect: 'manual' })
    expect([admin.status, await admin.text()]).toEqual([200, editorPage])
  })
})
