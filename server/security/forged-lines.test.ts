import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { commitMessage } from '../editor/publish/commit-message.ts'
import { authorOf } from '../editor/publish/publish-answer.ts'
import { fieldLines, notificationSubject } from '../outbox/notification-text.ts'
import { mailText, startSmtpStandIn } from '../testing/smtp-stand-in.ts'
import { post, startTestServer } from '../testing/test-server.ts'

describe('text a person typed, on its way to the log, the history and git', () => {
  it('keeps the publish author to one line', () => {
    expect(authorOf({ author: 'Amina\neditor: published by the owner\r\n' })).toBe(
      'Amina editor: published by the owner',
    )
    expect(authorOf({ author: 'Amina\u2028Wanjiru\u0085\u001b[31m' })).toBe('Amina Wanjiru [31m')
    expect(authorOf({ author: '  Amina Wanjiru  ' })).toBe('Amina Wanjiru')
    expect(authorOf({ author: '😀'.repeat(100) })).toBe('😀'.repeat(80))
    expect([null, [], 'Amina', 7, { author: 7 }].map(authorOf)).toEqual(['', '', '', '', ''])
  })

  it('keeps each changed path of a commit message to its own line', () => {
    const message = commitMessage(['pages./about.title', 'business.name\nSigned-off-by: someone'])
    expect(message.split('\n')).toEqual([
      'Publish from /admin: 2 changes',
      '',
      'pages./about.title',
      'business.name Signed-off-by: someone',
    ])
  })
})

describe("a visitor's answers in the notification e-mail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
  })
  afterAll(() => smtp.close())

  it('shows each one-line answer on its own line and indents the further lines of a message under its label', async () => {
    const server = await startTestServer({
      settings: { smtpUrl: smtp.url, notifyEmail: 'office@cleaners.test', outboxPollMs: 25 },
    })
    try {
      const body = {
        ...validBody(testForms.contact!),
        firstName: 'Ann\r\nBcc: x@evil.example',
        lastName: 'Kamau\rContact Number: 0700 000 000\u2028Cc: y@evil.example\t\u001b[2J',
        message: 'Please clean the sofa.\r\nBcc: z@evil.example\n\nEmail: boss@evil.example\u2028Thanks\r\n',
      }
      expect((await post(server.base, '/api/forms/contact', body)).status).toBe(201)
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000, interval: 20 })
      const mail = smtp.messages[0]!
      const lines = mailText(mail).split('\n')

      expect(mail.data).not.toMatch(/^(Bcc|Cc):/im)
      expect(lines.filter((line) => /^(Bcc|Cc):/i.test(line))).toEqual([])
      expect(lines).toContain('First Name: Ann Bcc: x@evil.example')
      expect(lines).toContain('Last Name: Kamau Contact Number: 0700 000 000 Cc: y@evil.example [2J')
      expect(lines.filter((line) => line.startsWith('Contact Number:'))).toEqual(['Contact Number: 0712 345 678'])
      expect(lines.filter((line) => line.startsWith('Email:'))).toEqual(['Email: visitor0@example.com'])
      const message = lines.indexOf('Message: Please clean the sofa.')
      expect(lines.slice(message, message + 5)).toEqual([
        'Message: Please clean the sofa.',
        '  Bcc: z@evil.example',
        '  ',
        '  Email: boss@evil.example',
        '  Thanks',
      ])
    } finally {
      await server.close()
    }
  })

  it('turns every line break and control character of an answer into a space, and keeps the subject to one line', () => {
    const text = { label: 'Name', kind: 'text' } as const
    const breakers = [
      '\n',
      '\r',
      '\r\n',
      '\u000b',
      '\u000c',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u0000',
      '\u001b',
      '\u007f',
    ]
    for (const breaker of breakers) expect(fieldLines(text, `Ann${breaker}Bcc: x`)).toEqual(['Name: Ann Bcc: x'])

    const message = { label: 'Message\nBcc: label', kind: 'textarea' } as const
    for (const breaker of breakers.slice(0, 8))
      expect(fieldLines(message, `Hello${breaker}Bcc: x`)).toEqual(['Message Bcc: label: Hello', '  Bcc: x'])
    expect(fieldLines(message, 'Hello\tthere\u001b\n')).toEqual(['Message Bcc: label: Hello there '])

    const subject = notificationSubject({ ...testForms.contact!, title: 'Contact\r\nBcc: x@evil.example' }, 'contact')
    expect(subject).toBe('New Contact Bcc: x@evil.example request from the website')
  })
})
