import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { settingsFromEnv } from '../receiver/settings.ts'
import { post, startTestServer, type TestServer } from '../testing/test-server.ts'

// The finding: 21 addresses filled an inbox of 200 in a third of a second, and a real request got 507.
let server: TestServer
const env = settingsFromEnv({ MAX_SUBMISSIONS: '200' })

beforeAll(async () => {
  server = await startTestServer({
    settings: { maxSubmissions: env.maxSubmissions, requestsPerAddressPerDay: env.requestsPerAddressPerDay },
    trustProxy: ['127.0.0.1'],
  })
})
afterAll(() => server.close())

const send = (address: string) =>
  post(server.base, '/api/forms/newsletter', validBody(testForms.newsletter!), { 'x-forwarded-for': address })

describe('a few visitor addresses filling the inbox', () => {
  it('cannot: each gets 429 with a sentence past its day’s requests, and a real request is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, address) =>
        Promise.all(Array.from({ length: 10 }, () => send(`203.0.113.${address + 1}`))),
      ),
    )
    const statuses = answers.flat().map((answer) => answer.status)
    expect(new Set(statuses)).toEqual(new Set([201, 429]))
    expect(statuses.filter((status) => status === 201)).toHaveLength(21 * env.requestsPerAddressPerDay)
    const refused = answers.flat().find((answer) => answer.status === 429)!
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/^[A-Z][^/{}]+\.$/) })

    expect((await send('198.51.100.7')).status).toBe(201)
  })
})
