import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailText, startSmtpStandIn } from '../../server/testing/smtp-stand-in.ts'
import { sendTestMail } from './test-mail.ts'

let standIn: Awaited<ReturnType<typeof startSmtpStandIn>>
beforeAll(async () => {
  standIn = await startSmtpStandIn()
})
afterAll(() => standIn.close())

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('npm run mail:test', () => {
  it('sends one message through the configured mail server and says where it went', async () => {
    const url = standIn.url.replace('smtp://', 'smtp://website%40cleaners.test:secret-word@')
    const sent = await sendTestMail({
      SMTP_URL: url,
      NOTIFY_EMAIL: 'office@cleaners.test',
      MAIL_FROM: 'web@cleaners.test',
    })
    expect(sent.isSent).toBe(true)
    expect(sent.sentence).toBe(
      'The test email went to office@cleaners.test through 127.0.0.1: it should arrive within a few minutes ' +
        '(if it does not, look in the spam folder, then at the sender settings in the guide’s mail section).',
    )
    expect(sent.sentence).not.toContain('secret-word')
    expect(standIn.messages).toHaveLength(1)
    expect(standIn.messages[0]!.from).toContain('web@cleaners.test')
    expect(standIn.messages[0]!.to).toEqual([expect.stringContaining('office@cleaners.test')])
    expect(mailText(standIn.messages[0]!)).toContain('This is a test')
  })

  it('says plainly that it was not sent, and why, when the mail server cannot be reached', async () => {
    const port = await closedPort()
    const sent = await sendTestMail({ SMTP_URL: `smtp://user:secret-word@127.0.0.1:${port}`, NOTIFY_EMAIL: 'a@b.test' })
    expect(sent.isSent).toBe(false)
    expect(sent.sentence).toMatch(
      new RegExp(
        `^The test email was NOT sent to a@b\\.test through 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED.*\\. ` +
          'Check the server name, port, user name and password in SMTP_URL, and MAIL_FROM\\.$',
      ),
    )
    expect(sent.sentence).not.toContain('secret-word')
  })

  it('says which settings are missing before trying anything', async () => {
    expect(await sendTestMail({ NOTIFY_EMAIL: 'a@b.test' })).toEqual({
      isSent: false,
      sentence:
        'No test email was sent: SMTP_URL and NOTIFY_EMAIL must both be set, as in the settings file the site starts with.',
    })
  })
})
