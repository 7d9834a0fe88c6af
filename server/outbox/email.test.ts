import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { startSmtpStandIn } from '../testing/smtp-stand-in.ts'
import { post, startTestServer } from '../testing/test-server.ts'

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>

beforeAll(async () => {
  smtp = await startSmtpStandIn()
})
afterAll(() => smtp.close())

describe('the email channel', () => {
  it('emails the business each submission, replying to the visitor', async () => {
    const server = await startTestServer({
      settings: { smtpUrl: smtp.url, notifyEmail: 'office@cleaners.test', outboxPollMs: 25 },
    })
    try {
      const body = { ...validBody(testForms.contact!), email: 'amina@example.com', message: 'Sofa & carpet, please' }
      const { id } = (await (await post(server.base, '/api/forms/contact', body)).json()) as { id: string }
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000, interval: 20 })
      const [message] = smtp.messages
      expect(message!.to).toEqual(['RCPT TO:<office@cleaners.test>'])
      expect(message!.data).toMatch(/^Subject: New Contact Us request from the website$/m)
      expect(message!.data).toMatch(/^Reply-To: amina@example.com$/m)
      expect(message!.data).toContain('Message: Sofa & carpet, please')
      expect(message!.data).toContain(id)
      expect(server.query('SELECT delivered_at IS NOT NULL AS done FROM outbox')).toEqual([{ done: 1 }])
    } finally {
      await server.close()
    }
  })
})

describe("the e-mail's link to the inbox", () => {
  async function inboxLineWith(settings: { adminHost?: string }) {
    const server = await startTestServer({
      settings: { smtpUrl: smtp.url, notifyEmail: 'office@cleaners.test', outboxPollMs: 25, ...settings },
    })
    try {
      const before = smtp.messages.length
      await post(server.base, '/api/forms/contact', validBody(testForms.contact!))
      await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(before), { timeout: 5000, interval: 20 })
      return smtp.messages
        .at(-1)!
        .data.split(/\r?\n/)
        .find((line) => line.startsWith('Inbox: '))
    } finally {
      await server.close()
    }
  }

  it('leads to /admin on the site when the admin has no host of its own', async () => {
    expect(await inboxLineWith({})).toBe('Inbox: https://cleaners.test/admin')
  })

  it('leads to /admin on ADMIN_HOST when it is set, the only host that serves it', async () => {
    expect(await inboxLineWith({ adminHost: 'Admin.Cleaners.test' })).toBe('Inbox: https://admin.cleaners.test/admin')
  })
})
