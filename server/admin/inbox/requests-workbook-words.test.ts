import Database from 'better-sqlite3'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import readExcelFile from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../../src/forms/schema.ts'
import { todayIn } from '../../../src/model/time/local-time.ts'
import { callAdmin, sessionsByRole } from '../../testing/admin-client.ts'
import { post, startTestServer, type TestServer } from '../../testing/test-server.ts'

const password = 'correct horse battery staple'

const visit: FormDefinition = {
  title: 'Book a visit',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: 'Name is required' },
    { name: 'hasPets', label: 'Do you have pets?', kind: 'yes-no' },
    { name: 'arrival', label: 'Arrival time', kind: 'time', min: '08:00', max: '18:00' },
    { name: 'rooms', label: 'Rooms', kind: 'number' },
  ],
}

// 26 Nov 2025, 10:41 UTC: 10:41 in London (on UTC in November), 13:41 in Nairobi.
const receivedAt = Date.UTC(2025, 10, 26, 10, 41, 20)

let server: TestServer
let sessions: Awaited<ReturnType<typeof sessionsByRole>>

beforeAll(async () => {
  server = await startTestServer({
    forms: { visit },
    settings: { adminPassword: password, loginsPer15Minutes: 1000 },
    // A business in London: business.timeZone reaches the server through the build's manifest.
    withDist: (dist) => {
      const file = join(dist, 'site-manifest.json')
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), timeZone: 'Europe/London' }))
    },
  })
  sessions = await sessionsByRole(server.base, password)
})
afterAll(() => server.close())

describe('the inbox, for a business in another time zone', () => {
  it('shows a yes/no as "Yes", a time as the clock reads it, and times and its name in the business’s zone', async () => {
    const answer = await post(server.base, '/api/forms/visit', {
      name: 'Amina',
      hasPets: 'yes',
      arrival: '09:30',
      rooms: '3',
    })
    expect(answer.status).toBe(201)
    const db = new Database(join(server.dataDir, 'site.db'))
    db.prepare('UPDATE submissions SET created_at = ?').run(receivedAt)
    db.close()

    const response = await callAdmin(server.base, '/admin/requests.xlsx', { session: sessions.inbox })
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Requests ${todayIn('Europe/London')}.xlsx"`,
    )
    const [sheet] = await readExcelFile(Buffer.from(await response.arrayBuffer()))
    expect(sheet!.data[0]).toEqual([
      'Received',
      'Name',
      'Do you have pets?',
      'Arrival time',
      'Rooms',
      'Handled',
      'Handled on',
      'Handled by',
    ])
    const [received, ...answers] = sheet!.data[1]!
    expect(received instanceof Date ? received.toISOString().slice(0, 16) : received).toBe('2025-11-26T10:41')
    expect(answers.slice(0, 4)).toEqual(['Amina', 'Yes', '9:30', '3'])
  })

  it('tells the admin, with its session, the time zone to show every time in', async () => {
    const answer = await callAdmin(server.base, '/admin/api/session', { session: sessions.inbox, body: {} })
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { timeZone?: string }).timeZone).toBe('Europe/London')
  })
})
