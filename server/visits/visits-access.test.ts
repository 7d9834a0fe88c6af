import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { callAdmin, sessionsByRole } from '../testing/admin-client.ts'
import { post, startTestServer, type TestServer } from '../testing/test-server.ts'

const password = 'the owner’s long backup phrase'
let server: TestServer | undefined
afterEach(() => server?.close())

describe('GET /admin/api/visits', () => {
  it('is for the owner and the inbox, not for editors nor anyone signed out, and only for 7, 30 or 90 days', async () => {
    server = await startTestServer({ settings: { adminPassword: password } })
    const sessions = await sessionsByRole(server.base, password)
    const status = async (path: string, session?: (typeof sessions)['owner']) =>
      (await callAdmin(server!.base, path, { session })).status
    expect(await status('/admin/api/visits?days=7')).toBe(401)
    expect(await status('/admin/api/visits?days=7', sessions.editor)).toBe(403)
    expect(await status('/admin/api/visits?days=30', sessions.inbox)).toBe(200)
    expect(await status('/admin/api/visits?days=90', sessions.owner)).toBe(200)
    const refused = await callAdmin(server.base, '/admin/api/visits?days=5', { session: sessions.owner })
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      400,
      'Choose 7, 30 or 90 days.',
    ])
  })
})

describe('a visits.db that cannot be used', () => {
  it('leaves the site and its forms working, uncounted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visits-unwell-'))
    mkdirSync(join(dataDir, 'visits.db'))
    const lines: string[] = []
    server = await startTestServer({ dataDir, log: (line) => lines.push(line) })
    const response = await post(server.base, '/api/forms/contact', validBody(testForms.contact!, 1))
    expect(response.status).toBe(201)
    expect(lines.some((line) => line.includes('visits are not counted'))).toBe(true)
  })
})
