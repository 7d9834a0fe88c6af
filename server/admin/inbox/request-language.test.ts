import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import readExcelFile from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InboxPage } from '../../../src/model/admin-api.ts'
import type { SiteManifest } from '../../../src/model/manifest.ts'
import { testForms } from '../../../src/testing/test-forms.ts'
import { callAdmin, logInToAdmin } from '../../testing/admin-client.ts'
import { startSmtpStandIn } from '../../testing/smtp-stand-in.ts'
import { post, startTestServer, type TestServer } from '../../testing/test-server.ts'

// The business reads which language each visitor used, by its name, wherever it reads requests: the inbox, the file
// for Excel and the e-mail; and only where the site has more than one.

const password = 'correct horse battery staple'
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
beforeAll(async () => {
  smtp = await startSmtpStandIn()
})
afterAll(() => smtp.close())

/** A server of the test site, in English and Swahili when `isBilingual`, with a request sent from each language. */
async function serverWithRequests(isBilingual: boolean): Promise<TestServer> {
  const server = await startTestServer({
    settings: { adminPassword: password, smtpUrl: smtp.url, notifyEmail: 'office@cleaners.test', outboxPollMs: 25 },
    withDist: (dist) => {
      if (!isBilingual) return
      const file = join(dist, 'site-manifest.json')
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest
      writeFileSync(file, JSON.stringify({ ...manifest, language: 'en-KE', formsByLanguage: { 'sw-KE': testForms } }))
    },
  })
  for (const language of ['sw-KE', 'en-KE'])
    expect(
      (await post(server.base, '/api/forms/newsletter', { email: `${language}@example.com`, _language: language }))
        .status,
    ).toBe(201)
  return server
}

/** What the business reads of its requests: the inbox's, the Excel file's and the e-mails' words for their languages. */
async function languagesShown(server: TestServer) {
  const session = await logInToAdmin(server.base, password)
  const page = (await (await callAdmin(server.base, '/admin/api/submissions', { session })).json()) as InboxPage
  const file = Buffer.from(await (await callAdmin(server.base, '/admin/requests.xlsx', { session })).arrayBuffer())
  const [sheet] = await readExcelFile(file)
  const emails = smtp.messages.splice(0)
  return {
    inbox: page.items.map((item) => item.language),
    // The column before the three about handling it.
    excel: sheet!.data.map((row) => row.at(-4)),
    emails: emails.map((email) => email.data.split(/\r?\n/).find((line) => line.startsWith('Language: '))),
  }
}

describe('the language of a request', () => {
  it('is named on a site in two languages', async () => {
    smtp.messages.splice(0)
    const server = await serverWithRequests(true)
    try {
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 5000, interval: 20 })
      expect(await languagesShown(server)).toEqual({
        inbox: ['en-KE', 'sw-KE'],
        excel: ['Language', 'English', 'Kiswahili'],
        emails: ['Language: Kiswahili', 'Language: English'],
      })
    } finally {
      await server.close()
    }
  })

  it('is not mentioned on a site in one language', async () => {
    smtp.messages.splice(0)
    const server = await serverWithRequests(false)
    try {
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 5000, interval: 20 })
      const shown = await languagesShown(server)
      expect(shown.inbox).toEqual([undefined, undefined])
      // The column before "Handled" is the form's last field.
      expect(shown.excel).toEqual(['Email', 'en-KE@example.com', 'sw-KE@example.com'])
      expect(shown.emails).toEqual([undefined, undefined])
    } finally {
      await server.close()
    }
  })
})
