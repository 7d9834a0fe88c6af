import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { startTestServer } from '../testing/test-server.ts'

/**
 * Sends a form's headers, then its body one byte every `gapMs`, for at most `maxBytes` bytes, and
 * stops as soon as the server answers or hangs up. Resolves with what the server sent and when.
 */
async function trickle(base: string, gapMs: number, maxBytes: number) {
  const { hostname, port } = new URL(base)
  const socket = connect(Number(port), hostname)
  const heard = { answer: '', isClosed: false }
  socket.on('data', (chunk: Buffer) => (heard.answer += chunk.toString()))
  socket.on('close', () => (heard.isClosed = true))
  socket.on('error', () => (heard.isClosed = true))
  const body = JSON.stringify({ email: 'slow@example.com' }).padEnd(maxBytes, ' ')
  const started = Date.now()
  socket.write(
    `POST /api/forms/newsletter HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  )
  let sent = 0
  while (sent < body.length && !heard.isClosed && heard.answer === '') {
    socket.write(body[sent++]!)
    await sleep(gapMs)
  }
  socket.destroy()
  return { answer: heard.answer, sent, seconds: (Date.now() - started) / 1000 }
}

describe('a request body sent one byte at a time', () => {
  it('is cut off with 408 once the request timeout has passed, before the body is complete', async () => {
    const server = await startTestServer({ requestTimeoutMs: 600 })
    try {
      const { answer, sent, seconds } = await trickle(server.base, 100, 40)
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
      expect(sent).toBeLessThan(40)
      expect(seconds).toBeLessThan(3)
      expect(server.query('SELECT id FROM submissions')).toEqual([])
      // The server still answers everyone else.
      expect((await fetch(`${server.base}/`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('times out after a minute unless told otherwise', async () => {
    const server = await startTestServer()
    try {
      expect(server.app.server.requestTimeout).toBe(60_000)
    } finally {
      await server.close()
    }
  })
})
