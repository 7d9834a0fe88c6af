import { mkdtempSync, rmSync } from 'node:fs'
import { request, type OutgoingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardMessages } from '../admin/admin-session.ts'
import { watchHomePage } from '../testing/home-page-watch.ts'
import { spawnServer } from '../testing/spawn-server.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'body-before-session-'))
// The server runs in a process of its own, as in production, so that this test's own sending does not
// hold up the server it measures.
const server = spawnServer(join(import.meta.dirname, '..', 'testing', 'child-server.ts'), {
  PORT: '0',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'a long phrase nobody here sends',
})
let base = ''
beforeAll(async () => {
  ;[, base = ''] = await server.waitFor(/listening (http:\/\/\S+)/, 60_000)
})
afterAll(() => {
  server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const bigBytes = 10 * 1024 * 1024
/** 10 MB of JSON that takes a while to parse: small objects, one after another. */
const bigJson = (() => {
  const item = '{"op":"set","path":["business","name"],"value":"Sparkle"},'
  const items = item.repeat(Math.floor((bigBytes - 40) / item.length))
  return Buffer.from(`{"revision":0,"edits":[${items}{}]}`.padEnd(bigBytes, ' '))
})()
const json = { 'content-type': 'application/json' }

/** Calls that need a session, each with a body its route would take in full from someone logged in. */
const guarded: { method: string; path: string; headers: OutgoingHttpHeaders }[] = [
  { method: 'POST', path: '/admin/api/drafts/any/edits', headers: json },
  { method: 'POST', path: '/admin/api/uploads', headers: { 'content-type': 'image/jpeg', 'x-file-name': 'sofa.jpg' } },
  { method: 'POST', path: '/admin/api/people', headers: json },
  { method: 'DELETE', path: '/admin/api/drafts/any', headers: json },
]
const login = { method: 'POST', path: '/admin/api/login', headers: json }

type Answer = { status: number | 'refused'; error?: string }

/** Sends the whole body on a connection of its own; 'refused' when the server closed it before answering. */
function sendWhole(call: { method: string; path: string; headers: OutgoingHttpHeaders }, body: Buffer) {
  return new Promise<Answer>((resolve) => {
    const sent = request(`${base}${call.path}`, {
      method: call.method,
      agent: false,
      headers: { ...call.headers, 'content-length': body.length },
    })
    sent.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, error: errorIn(text) }))
      response.on('error', () => resolve({ status: 'refused' }))
    })
    sent.on('error', () => resolve({ status: 'refused' }))
    sent.end(body)
  })
}

const errorIn = (text: string) => {
  try {
    return (JSON.parse(text) as { error?: string }).error
  } catch {
    return undefined
  }
}

/**
 * Declares a 10 MB body and sends its first megabyte only: the answer that comes while the rest is
 * still unsent, or 'none' after `waitMs`.
 */
function answerBeforeTheRest(call: { method: string; path: string; headers: OutgoingHttpHeaders }, waitMs = 5000) {
  return new Promise<Answer | { status: 'none' }>((resolve) => {
    const sent = request(`${base}${call.path}`, {
      method: call.method,
      agent: false,
      headers: { ...call.headers, 'content-length': bigBytes },
    })
    const timer = setTimeout(() => {
      sent.destroy()
      resolve({ status: 'none' })
    }, waitMs)
    sent.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        clearTimeout(timer)
        sent.destroy()
        resolve({ status: response.statusCode ?? 0, error: errorIn(text) })
      })
    })
    sent.on('error', () => {})
    sent.write(bigJson.subarray(0, 1024 * 1024))
  })
}

describe('an /admin call without a session', () => {
  it('is answered 401 before its body has been sent, with the usual sentence', async () => {
    for (const call of guarded) {
      const answer = await answerBeforeTheRest(call)
      expect({ call: `${call.method} ${call.path}`, ...answer }).toEqual({
        call: `${call.method} ${call.path}`,
        status: 401,
        error: guardMessages.ended,
      })
    }
  })

  it('never holds up the public pages: 12 bodies of 10 MB, 3 at a time, while / answers within 500 ms', async () => {
    const calls = Array.from({ length: 12 }, (_, n) => (n % 6 === 5 ? login : guarded[n % guarded.length]!))
    const answers: (Answer & { call: string })[] = []
    const sending = (async () => {
      for (let n = 0; n < calls.length; n += 3) {
        const three = calls.slice(n, n + 3)
        const answered = await Promise.all(three.map((call) => sendWhole(call, bigJson)))
        answered.forEach((answer, index) => answers.push({ call: three[index]!.path, ...answer }))
      }
    })()
    const visitor = await watchHomePage(base, sending)
    await sending

    const worst = Math.max(...visitor.latencies)
    console.log(
      `12 bodies of 10 MB answered ${answers.map((answer) => answer.status).join(' ')}; ` +
        `/ asked ${visitor.askedWhileWorking} times meanwhile, worst ${Math.round(worst)} ms (${visitor.latencies.map(Math.round).join(', ')})`,
    )
    expect(visitor.askedWhileWorking).toBeGreaterThan(0)
    expect(visitor.statuses.every((status) => status === 200)).toBe(true)
    expect(worst).toBeLessThan(500)
    expect(answers).toHaveLength(12)
    for (const answer of answers) {
      const expected = answer.call === login.path ? [413, 'refused'] : [401, 'refused']
      expect(expected, `${answer.call} answered ${answer.status}`).toContain(answer.status)
    }
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0)
  }, 90_000)
})
