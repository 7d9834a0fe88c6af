import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routesOf } from '../testing/routes-of.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let password = ''
let server: TestServer
let headers: Record<string, string>
let draftId: string

beforeAll(async () => {
  // The password made on the first start, so that the password route reads its body too.
  server = await startTestServer({
    settings: { loginsPer15Minutes: 100_000 },
    onFirstRunPassword: (made) => (password = made),
  })
  const login = await server.app.inject({ method: 'POST', url: '/admin/api/login', payload: { password } })
  const cookie = `admin_session=${login.cookies.find((one) => one.name === 'admin_session')!.value}`
  headers = { cookie, 'x-csrf-token': (login.json() as { csrfToken: string }).csrfToken }
  const draft = await server.app.inject({ method: 'POST', url: '/admin/api/drafts', headers, payload: {} })
  draftId = (draft.json() as { id: string }).id
})
afterAll(() => server.close())

/** Bodies no client of ours sends: JSON that is not an object, objects of the wrong shape, and text. */
const oddBodies: { type: string; body: string }[] = [
  ...['null', '[]', '[{}]', '"text"', '42', '-1', 'true', '{}', '{"__proto__": {"admin": true}}'].map((body) => ({
    type: 'application/json',
    body,
  })),
  { type: 'application/json', body: '{"author": null, "revision": "1", "edits": {}, "keep": 7, "password": []}' },
  { type: 'application/json', body: '{"author": "A\\nB", "current": 1, "next": {}, "handled": "no"}' },
  { type: 'text/plain', body: 'hello' },
]

/**
 * The draft's own routes that read their body get a real draft; publishing is left to its own tests
 * (its body gives only the author's name), and every other parameter is made up: the route must say
 * that there is no such thing.
 */
const concrete = (url: string, method: string) =>
  (/^\/admin\/api\/drafts\/:id\/(edits|rebase|preview)$/.test(url) && method !== 'DELETE'
    ? url.replace(':id', draftId)
    : url.replace(/:\w+/g, '999999')
  ).replace(/\*$/, 'anything')

/** Ending the session would make every later answer a plain 401; the logout is tried last. */
const lastOf = (url: string) => (url === '/admin/api/logout' ? 1 : 0)

/** Words, not a code: ours a sentence (or one per field of a form), Fastify's own its message. */
function saysInWords(answer: { headers: Record<string, unknown>; json: () => unknown }): boolean {
  if (!String(answer.headers['content-type']).includes('json')) return true
  const { error, message, errors } = answer.json() as { error?: unknown; message?: unknown; errors?: object }
  const sentences = errors ? Object.values(errors) : [message ?? error]
  return (
    sentences.length > 0 &&
    sentences.every((sentence) => typeof sentence === 'string' && /[a-z]+ [a-z]+/i.test(sentence))
  )
}

describe('every admin route given odd input', () => {
  it('answers with a 4xx and a sentence, never a 5xx', async () => {
    const routes = routesOf(server.app)
      .filter(({ url }) => url.startsWith('/admin'))
      .sort((a, b) => lastOf(a.url) - lastOf(b.url))
    expect(routes.length).toBeGreaterThan(15)
    expect(routes.map(({ url }) => url)).toEqual(
      expect.arrayContaining(['/admin/api/login', '/admin/api/drafts/:id/edits', '/admin/api/drafts/:id/publish']),
    )
    const answers: string[] = []
    const unanswered: string[] = []
    for (const { url, methods } of routes)
      for (const method of methods.filter((name) => name !== 'HEAD' && name !== 'OPTIONS')) {
        const trials =
          method === 'GET'
            ? [{ type: undefined, body: undefined, query: '?path=%00&before=x&form=__proto__' }]
            : oddBodies.map((odd) => ({ ...odd, query: '' }))
        for (const { type, body, query } of trials) {
          const answer = await server.app.inject({
            method: method as 'GET',
            url: concrete(url, method) + query,
            headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
            payload: body,
          })
          const trial = `${method} ${concrete(url, method)} ${body ?? ''} → ${answer.statusCode}`
          answers.push(trial)
          if (answer.statusCode >= 500 || (answer.statusCode >= 400 && !saysInWords(answer)))
            unanswered.push(`${trial} ${answer.payload}`)
        }
      }
    expect(unanswered).toEqual([])
    expect(answers.length).toBeGreaterThan(100)
    // The walk was made logged in: the odd bodies reached the routes' own checks.
    expect(answers.filter((line) => line.endsWith('→ 401')).length).toBeLessThan(answers.length / 4)
  })

  it('answers the login with 4xx for bodies that are not an object with a password', async () => {
    for (const { type, body } of oddBodies) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/admin/api/login',
        headers: { 'content-type': type, 'x-forwarded-for': '203.0.113.1' },
        payload: body,
      })
      expect([400, 401, 415, 429]).toContain(answer.statusCode)
    }
  })
})
