import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileFormValidator } from './form-validator.ts'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick }
}

const hostileStrings = [
  '',
  ' ',
  '<script>alert(1)</script>',
  "'; DROP TABLE submissions; --",
  '${7*7}{{7*7}}',
  '\u0000\u0001\u001f',
  '\ud800',
  '😀'.repeat(50),
  'a'.repeat(6000),
  '../../etc/passwd',
  '=HYPERLINK("http://evil")',
  '2999-02-30',
  'x@y',
  '+254 712 345 678',
]

/** A body that is broken in one of many ways, and never valid. */
function hostileBody(rng: ReturnType<typeof random>, n: number): { body: string; contentType: string } {
  const form = testForms.contact!
  const valid = validBody(form, n)
  const field = rng.pick(form.fields).name
  const variants: (() => unknown)[] = [
    () => ({ ...valid, [field]: rng.pick(hostileStrings.filter((text) => text.length > 0 && text !== ' ')) + '\n' }),
    () => ({ ...valid, [field]: rng.pick([1, true, null, [], {}, ['a'], { $gt: '' }]) }),
    () => {
      const body: Record<string, unknown> = { ...valid }
      delete body[field]
      return body
    },
    () => ({ ...valid, [rng.pick(['__proto__x', 'constructor', 'extra', 'id', 'form'])]: 'x' }),
    () => ({ ...valid, [field]: rng.pick(hostileStrings).repeat(rng.int(3)) + 'x'.repeat(6000) }),
    () => rng.pick([null, 1, 'text', [], [valid], true]),
    () => ({ ...valid, email: rng.pick(['a', 'a@', '@b.c', 'a b@c.d', 'a@b']) }),
    () => ({ ...valid, contactNumber: rng.pick(['abc', '12', '+'.repeat(10), '0712345678901234567890123']) }),
  ]
  const raw: (() => string)[] = [
    () => '{"firstName": "a", ',
    () => '{"__proto__": {"admin": true}}',
    () => '{"constructor": {"prototype": {"x": 1}}}',
    () => String.fromCharCode(...Array.from({ length: rng.int(200) }, () => rng.int(256))),
    () => '[' + '['.repeat(5000),
  ]
  if (rng.next() < 0.2) return { body: rng.pick(raw)(), contentType: 'application/json' }
  if (rng.next() < 0.05)
    return { body: JSON.stringify(valid), contentType: rng.pick(['text/plain', 'application/xml']) }
  return { body: JSON.stringify(rng.pick(variants)()), contentType: 'application/json; charset=utf-8' }
}

describe('1,000 random and hostile bodies', () => {
  it('never get a 5xx, and only the valid ones among them are stored', async () => {
    const rng = random(20261122)
    const statuses = new Map<number, number>()
    const acknowledged: string[] = []
    const bodies = Array.from({ length: 1000 }, (_, n) => hostileBody(rng, n))
    for (let start = 0; start < bodies.length; start += 50) {
      const answers = await Promise.all(
        bodies.slice(start, start + 50).map(({ body, contentType }, n) =>
          fetch(`${server.base}/api/forms/${rng.pick(['contact', 'contact', 'contact', 'booking'])}`, {
            method: 'POST',
            headers: { 'content-type': contentType, 'idempotency-key': `fuzz-key-${start + n}` },
            body,
          }),
        ),
      )
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const reply = (await answer.json()) as { id?: string }
        if (answer.status === 201 && reply.id) acknowledged.push(reply.id)
      }
    }
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([])
    expect([...statuses.keys()].every((status) => [201, 400, 413, 415, 422].includes(status))).toBe(true)
    expect(statuses.get(422)).toBeGreaterThan(500)
    // Some hostile text is still a valid submission (a name may contain "<script>"): those, and only those, are stored.
    const stored = server.query<{ id: string; form: string; data: string }>('SELECT id, form, data FROM submissions')
    expect(stored.map((row) => row.id).sort()).toEqual(acknowledged.sort())
    for (const row of stored) expect(compileFormValidator(testForms[row.form]!)(JSON.parse(row.data))).toEqual({})
  }, 60_000)
})
