import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootScript, speculationRules } from '../../src/build/inline-scripts.ts'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { contentDigestOf } from '../../src/forms/submit/content-digest.ts'
import { receivableForms } from './forms-routes.ts'
import { settingsFromEnv } from './settings.ts'
import { post, startTestServer, type TestServer } from '../testing/test-server.ts'
import { withServiceChoices, type ChoosableService } from '../../src/model/service-choices.ts'

let server: TestServer
const rows = () => server.query<{ id: string; form: string; data: string }>('SELECT id, form, data FROM submissions')

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** The sources a Content-Security-Policy allows scripts from. */
const scriptSources = (csp: string) => /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')

/** The only inline scripts a page may run: its boot script and its speculation rules, each by its hash. */
const inlineScriptHashes = [bootScript, speculationRules].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
)

describe('POST /api/forms/<id>', () => {
  it.each(['contact', 'booking', 'newsletter'])(
    'stores a valid %s submission and answers 201 with its id',
    async (id) => {
      const body = validBody(testForms[id]!, 1)
      const response = await post(server.base, `/api/forms/${id}`, body)
      expect(response.status).toBe(201)
      const { id: submissionId } = (await response.json()) as { id: string }
      const [row] = server.query<{ form: string; data: string }>(
        'SELECT form, data FROM submissions WHERE id = ?',
        submissionId,
      )
      expect(row?.form).toBe(id)
      expect(JSON.parse(row!.data)).toEqual(body)
    },
  )

  it.each([
    ['contact', { ...validBody(testForms.contact!), email: 'not-an-email' }, 'email'],
    ['contact', { ...validBody(testForms.contact!), cleaningService: 'gardening' }, 'cleaningService'],
    ['contact', { ...validBody(testForms.contact!), message: '   ' }, 'message'],
    ['booking', { ...validBody(testForms.booking!), date: '2020-01-01' }, 'date'],
    ['booking', { ...validBody(testForms.booking!), phone: 'call me' }, 'phone'],
    ['newsletter', {}, 'email'],
    ['newsletter', { email: 'a@b.co', admin: 'yes' }, 'admin'],
  ])('answers 422 with errors by field for an invalid %s body (%#)', async (id, body, field) => {
    const before = rows().length
    const response = await post(server.base, `/api/forms/${id}`, body)
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string[]> }
    expect(errors[field]?.length).toBeGreaterThan(0)
    expect(rows().length).toBe(before)
  })

  it('answers 413 over 16 KiB, 415 when not JSON, 404 for forms it does not receive', async () => {
    const huge = { ...validBody(testForms.contact!), message: 'x'.repeat(17 * 1024) }
    expect((await post(server.base, '/api/forms/contact', huge)).status).toBe(413)
    const form = new URLSearchParams(validBody(testForms.contact!)).toString()
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }
    expect((await post(server.base, '/api/forms/contact', form, urlencoded)).status).toBe(415)
    expect((await post(server.base, '/api/forms/contact', 'hello', { 'content-type': 'text/plain' })).status).toBe(415)
    const unknown = ['nothing', 'quote', 'partner', '__proto__', 'constructor']
    const statuses = []
    for (const id of unknown) statuses.push((await post(server.base, `/api/forms/${id}`, { name: 'x' })).status)
    expect(statuses).toEqual(unknown.map(() => 404))
  })

  it('stores a retried submission once: the same Idempotency-Key gets the same id', async () => {
    const key = crypto.randomUUID()
    const body = validBody(testForms.newsletter!, 7)
    const first = await post(server.base, '/api/forms/newsletter', body, { 'idempotency-key': key })
    const second = await post(server.base, '/api/forms/newsletter', body, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const firstId = ((await first.json()) as { id: string }).id
    expect(((await second.json()) as { id: string }).id).toBe(firstId)
    expect(server.query('SELECT id FROM submissions WHERE idempotency_key = ?', key)).toHaveLength(1)
    expect((await post(server.base, '/api/forms/newsletter', body, { 'idempotency-key': 'bad key!' })).status).toBe(422)
  })

  it('answers 409 when an Idempotency-Key comes back with different content, and keeps the first', async () => {
    const key = crypto.randomUUID()
    const body = validBody(testForms.booking!, 2)
    const first = await post(server.base, '/api/forms/booking', body, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    expect((await post(server.base, '/api/forms/booking', reordered, { 'idempotency-key': key })).status).toBe(201)
    const corrected = await post(
      server.base,
      '/api/forms/booking',
      { ...body, phone: '0722 000 111' },
      {
        'idempotency-key': key,
      },
    )
    expect(corrected.status).toBe(409)
    expect(((await corrected.json()) as { error: string }).error).toMatch(/already used .* different content/)
    const stored = server.query<{ data: string }>('SELECT data FROM submissions WHERE idempotency_key = ?', key)
    expect(stored.map((row) => JSON.parse(row.data) as unknown)).toEqual([body])
  })

  it('refuses, with Retry-After and nothing stored, a body other than the one its Content-Digest names', async () => {
    const visitor = JSON.stringify(validBody(testForms.booking!, 3))
    const another = JSON.stringify(validBody(testForms.booking!, 4))
    const before = rows().length
    const swapped = await post(server.base, '/api/forms/booking', another, {
      'idempotency-key': crypto.randomUUID(),
      'content-digest': (await contentDigestOf(visitor))!,
    })
    expect(swapped.status).toBe(400)
    expect(swapped.headers.get('retry-after')).toBe('1')
    expect(((await swapped.json()) as { errors: Record<string, string[]> }).errors['']).toEqual([
      expect.stringMatching(/damaged .* send it again/),
    ])
    expect(rows().length).toBe(before)

    const cutShort = await post(server.base, '/api/forms/booking', visitor.slice(0, 20), {
      'content-digest': (await contentDigestOf(visitor))!,
    })
    expect(cutShort.status).toBe(400)
    expect(cutShort.headers.get('retry-after')).toBe('1')
    expect(rows().length).toBe(before)

    const whole = await post(server.base, '/api/forms/booking', visitor, {
      'idempotency-key': crypto.randomUUID(),
      'content-digest': `sha-512=:AAAA:, ${(await contentDigestOf(visitor))!}`,
    })
    expect(whole.status).toBe(201)
    expect(rows().length).toBe(before + 1)
  })

  it('answers 201 to a filled honeypot but stores nothing', async () => {
    const before = rows().length
    const response = await post(server.base, '/api/forms/contact', {
      ...validBody(testForms.contact!),
      _honeypot: 'buy',
    })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/)
    expect(rows().length).toBe(before)
  })

  it('accepts the old contact page at /send-email with status 200', async () => {
    const body = validBody(testForms.contact!, 3)
    const response = await post(server.base, '/send-email', body)
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    expect(server.query('SELECT form FROM submissions WHERE id = ?', id)).toEqual([{ form: 'contact' }])
    expect((await post(server.base, '/send-email', { firstName: 'x' })).status).toBe(422)
  })

  it('answers CORS preflights for the site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.base}/api/forms/contact`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      })
    const ours = await preflight('https://cleaners.test')
    expect(ours.headers.get('access-control-allow-origin')).toBe('https://cleaners.test')
    expect(ours.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/)
    const theirs = await preflight('https://evil.example')
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('puts security headers on pages, 404s and form answers', async () => {
    const answers = [
      await fetch(`${server.base}/`),
      await fetch(`${server.base}/no-such-page`),
      await post(server.base, '/api/forms/contact', {}),
      await post(server.base, '/api/forms/contact', 'x'.repeat(20_000)),
    ]
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(scriptSources(csp)).toEqual(["'self'", ...inlineScriptHashes])
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})

describe('the per-address rate limit', () => {
  it('answers 429 with Retry-After once an address has posted too often', async () => {
    const limited = await startTestServer({ settings: { postsPerMinute: 3 } })
    try {
      const statuses = []
      for (let n = 0; n < 4; n++)
        statuses.push((await post(limited.base, '/api/forms/newsletter', { email: 'a@b.co' })).status)
      expect(statuses).toEqual([201, 201, 201, 429])
      const blocked = await post(limited.base, '/api/forms/newsletter', { email: 'a@b.co' })
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(limited.query('SELECT id FROM submissions')).toHaveLength(3)
    } finally {
      await limited.close()
    }
  })
})

describe('one rate limit for every submission route', () => {
  it('counts /send-email and every /api/forms/<id> together', async () => {
    const limited = await startTestServer({ settings: { postsPerMinute: 3 } })
    try {
      const statuses = [
        (await post(limited.base, '/api/forms/newsletter', { email: 'a@b.co' })).status,
        (await post(limited.base, '/send-email', validBody(testForms.contact!))).status,
        (await post(limited.base, '/api/forms/contact', validBody(testForms.contact!))).status,
        (await post(limited.base, '/send-email', validBody(testForms.contact!))).status,
        (await post(limited.base, '/api/forms/newsletter', { email: 'a@b.co' })).status,
      ]
      expect(statuses).toEqual([201, 200, 201, 429, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('the cap on stored submissions', () => {
  it('answers 507 with a clear message once the cap is reached, stores nothing more, and says so in the log', async () => {
    const lines: string[] = []
    const capped = await startTestServer({ settings: { maxSubmissions: 2 }, log: (line) => lines.push(line) })
    try {
      const key = crypto.randomUUID()
      const first = await post(capped.base, '/api/forms/newsletter', { email: 'a@b.co' }, { 'idempotency-key': key })
      expect((await post(capped.base, '/api/forms/newsletter', { email: 'b@b.co' })).status).toBe(201)
      const refused = await post(capped.base, '/api/forms/newsletter', { email: 'c@b.co' })
      expect(refused.status).toBe(507)
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /could not be stored because this site's inbox is full/,
      )
      expect(capped.query('SELECT id FROM submissions')).toHaveLength(2)
      expect(lines.join('\n')).toMatch(/inbox is full \(MAX_SUBMISSIONS is 2\)/)
      // A retry of one stored before the cap still gets its id.
      const retried = await post(capped.base, '/api/forms/newsletter', { email: 'a@b.co' }, { 'idempotency-key': key })
      expect(retried.status).toBe(201)
      expect(await retried.json()).toEqual(await first.json())
    } finally {
      await capped.close()
    }
  })

  it('defaults to 100,000, and MAX_SUBMISSIONS changes it', () => {
    expect(settingsFromEnv({}).maxSubmissions).toBe(100_000)
    expect(settingsFromEnv({ MAX_SUBMISSIONS: '5000' }).maxSubmissions).toBe(5000)
  })
})

describe('the forms of site.yaml', () => {
  const written = parse(readFileSync(join(import.meta.dirname, '../../site.yaml'), 'utf8')) as {
    forms: Record<string, FormDefinition>
    services: ChoosableService[]
  }
  // As the build gives them to the receiver: a list that follows the services offers them.
  const site = { forms: withServiceChoices(written.forms, written.services) }
  const receivable = [...receivableForms(site.forms).keys()]

  it('are received unless they go to WhatsApp or elsewhere', () => {
    const others = Object.entries(site.forms).filter(([, form]) => form.action?.whatsapp || form.action?.post)
    for (const [id] of others) expect(receivable).not.toContain(id)
    expect(receivable.length).toBeGreaterThan(0)
  })

  it('each accepts a valid body and refuses an empty one', async () => {
    const real = await startTestServer({ forms: site.forms })
    try {
      const statuses: Record<string, number[]> = {}
      for (const id of receivable) {
        const valid = await post(real.base, `/api/forms/${id}`, validBody(site.forms[id]!))
        const empty = await post(real.base, `/api/forms/${id}`, {})
        statuses[id] = [valid.status, empty.status]
      }
      const expected = (id: string) => [201, site.forms[id]!.fields.some((field) => field.required) ? 422 : 201]
      expect(statuses).toEqual(Object.fromEntries(receivable.map((id) => [id, expected(id)])))
    } finally {
      await real.close()
    }
  })
})
