import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { post, startTestServer } from '../testing/test-server.ts'

/** Just enough of an SMTP server on 127.0.0.1 to receive one message at a time. */
let smtp: Server
let port = 0
const messages: { from: string; to: string[]; data: string }[] = []

beforeAll(async () => {
  smtp = createServer((socket) => {
    let buffer = ''
    let inData = false
    let current = { from: '', to: [] as string[], data: '' }
    socket.write('220 stub ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            messages.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 queued\r\n')
          } else current.data += line + '\n'
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'MAIL') current.from = line
        if (verb === 'RCPT') current.to.push(line)
        if (verb === 'DATA') inData = true
        if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  port = (smtp.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

describe('the email channel', () => {
  it('emails the business each submission, replying to the visitor', async () => {
    const server = await startTestServer({
      settings: { smtpUrl: `smtp://127.0.0.1:${port}`, notifyEmail: 'office@cleaners.test', outboxPollMs: 25 },
    })
    try {
      const body = { ...validBody(testForms.contact!), email: 'amina@example.com', message: 'Sofa & carpet, please' }
      const { id } = (await (await post(server.base, '/api/forms/contact', body)).json()) as { id: string }
      await vi.waitFor(() => expect(messages).toHaveLength(1), { timeout: 5000, interval: 20 })
      const [message] = messages
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
