import Database from 'better-sqlite3'
import { unzipSync, strFromU8 } from 'fflate'
import { join } from 'node:path'
import readExcelFile from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultTimeZone as businessTimeZone, todayIn } from '../../../src/model/time/local-time.ts'
import type { FormDefinition } from '../../../src/forms/schema.ts'
import { testFields, validValue } from '../../../src/testing/test-forms.ts'
import { callAdmin, sessionsByRole, type AdminSessionCookie } from '../../testing/admin-client.ts'
import { post, startTestServer, type TestServer } from '../../testing/test-server.ts'

const password = 'correct horse battery staple'

const services = [
  { label: 'Carpet Cleaning', value: 'carpet' },
  { label: 'Sofa Cleaning', value: 'sofa' },
]
const forms: Record<string, FormDefinition> = {
  newsletter: { title: 'Newsletter', fields: [testFields.email] },
  quote: {
    title: 'Request a quote',
    fields: [
      { ...testFields.name, label: 'Your name' },
      testFields.phone,
      { ...testFields.service, options: services },
      { ...testFields.message, label: 'What needs cleaning' },
    ],
  },
  booking: {
    title: 'Book a service',
    fields: [testFields.name, testFields.date, { ...testFields.service, options: services }],
  },
}

// 26 Nov 2025, 10:41:20 UTC: 13:41 in Nairobi, where the inbox shows it.
const receivedAt = Date.UTC(2025, 10, 26, 10, 41, 20, 169)
const bookedDay = validValue(testFields.date)

let server: TestServer
const logged: string[] = []
let sessions: Awaited<ReturnType<typeof sessionsByRole>>

async function store(form: string, body: Record<string, string>): Promise<string> {
  const answer = await post(server.base, `/api/forms/${form}`, body)
  expect(answer.status).toBe(201)
  return server.query<{ id: string }>('SELECT id FROM submissions ORDER BY rowid DESC LIMIT 1')[0]!.id
}

function changeStored(sql: string, ...params: unknown[]) {
  const db = new Database(join(server.dataDir, 'site.db'))
  try {
    db.prepare(sql).run(...params)
  } finally {
    db.close()
  }
}

/** A date cell as read back, in ISO form; anything else as text, so a wrong cell shows in the failure. */
const isoOf = (cell: unknown) => (cell instanceof Date ? cell.toISOString() : String(cell))

const download = (session: Partial<AdminSessionCookie>) => callAdmin(server.base, '/admin/requests.xlsx', { session })

beforeAll(async () => {
  server = await startTestServer({
    forms,
    settings: { adminPassword: password, loginsPer15Minutes: 1000 },
    log: (line) => logged.push(line),
  })
  sessions = await sessionsByRole(server.base, password)
})
afterAll(() => server.close())

describe('the workbook for Excel', () => {
  it('has a sheet per form with its labels, local times, choices by their labels and text kept as text', async () => {
    const first = await store('quote', {
      name: 'Wanjiru & "Sons" <Ltd>',
      phone: '+254712345678',
      service: 'sofa',
      message: '=1+1',
    })
    changeStored('UPDATE submissions SET created_at = ? WHERE id = ?', receivedAt, first)
    const older = await store('quote', { name: 'Kamau', phone: '0712 345 678', service: 'carpet', message: 'Rugs' })
    // Stored when the form still offered window cleaning and asked where the visitor heard of the business.
    changeStored(
      'UPDATE submissions SET created_at = ?, data = ? WHERE id = ?',
      receivedAt - 86_400_000,
      JSON.stringify({ name: 'Kamau', phone: '0712 345 678', service: 'windows', message: 'Rugs', source: 'radio' }),
      older,
    )
    const booking = await store('booking', { name: 'Otieno', date: bookedDay, service: 'carpet' })
    const marked = await callAdmin(server.base, `/admin/api/submissions/${booking}/handled`, {
      session: sessions.inbox,
      body: { handled: true },
    })
    expect(marked.status).toBe(200)

    const response = await download(sessions.inbox)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Requests ${todayIn(businessTimeZone)}.xlsx"`,
    )
    expect(logged).toContain('admin: Otieno downloaded the requests for Excel')
    const file = Buffer.from(await response.arrayBuffer())
    const sheets = await readExcelFile(file)

    // The site's order, and no sheet for the newsletter, which has no requests.
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Request a quote', 'Book a service'])
    const [quotes, bookings] = sheets.map((sheet) => sheet.data)
    expect(quotes![0]).toEqual([
      'Received',
      'Your name',
      'Phone number',
      'Service',
      'What needs cleaning',
      'source',
      'Handled',
      'Handled on',
      'Handled by',
    ])
    expect(quotes).toHaveLength(3)
    const [received, ...rest] = quotes![1]!
    expect(isoOf(received).slice(0, 16)).toBe('2025-11-26T13:41')
    expect(rest).toEqual(['Wanjiru & "Sons" <Ltd>', '+254712345678', 'Sofa Cleaning', '=1+1', null, 'No', null, null])
    // A choice the form no longer offers shows as it was sent.
    expect(quotes![2]!.slice(1, 6)).toEqual(['Kamau', '0712 345 678', 'windows', 'Rugs', 'radio'])

    expect(bookings![0]).toEqual([
      'Received',
      'Name',
      'Preferred date',
      'Service',
      'Handled',
      'Handled on',
      'Handled by',
    ])
    const [, name, day, service, handled, handledOn, handledBy] = bookings![1]!
    expect([name, isoOf(day).slice(0, 10), service, handled, handledBy]).toEqual([
      'Otieno',
      bookedDay,
      'Carpet Cleaning',
      'Yes',
      'Otieno',
    ])
    expect(handledOn).toBeInstanceOf(Date)

    // In the file itself: no request's id, and "=1+1" is a cell of text, never a formula.
    const parts = unzipSync(file)
    const quoteSheet = strFromU8(parts['xl/worksheets/sheet1.xml']!)
    expect(quoteSheet).not.toContain('<f>')
    expect(quoteSheet).toContain('t="inlineStr"><is><t xml:space="preserve">=1+1</t></is>')
    const everything = Object.values(parts)
      .map((part) => strFromU8(part))
      .join('')
    for (const id of [first, older, booking]) expect(everything).not.toContain(id)
    expect(strFromU8(parts['xl/styles.xml']!)).toContain('formatCode="d mmm yyyy hh:mm"')
  })

  it('is for the owner and the inbox only', async () => {
    expect((await download({})).status).toBe(401)
    expect((await download(sessions.editor)).status).toBe(403)
  })
})
