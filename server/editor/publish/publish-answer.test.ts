import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublishOutcomeEvent } from '../../../src/model/contracts/publish-step.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import { publishAnswerSchemas, streamPublish } from './publish-answer.ts'

const published: PublishOutcomeEvent = {
  outcome: 'published',
  version: 'v2',
  changed: ['business.phones[0].number'],
  warnings: [],
}

let app: FastifyInstance
let base: string

beforeAll(async () => {
  app = Fastify()
  await app.register(async (plugin) => {
    const routes = typedRoutes(plugin)
    const schema = { response: publishAnswerSchemas }
    routes.post('/kept', { schema }, async (_request, reply) =>
      streamPublish(reply, { log: () => {}, author: 'Wanjiru' }, async (send) => {
        send({ step: 'checking' })
        return published
      }),
    )
    routes.post('/mismatched', { schema }, async (_request, reply) =>
      streamPublish(reply, { log: () => {}, author: 'Wanjiru' }, async (send) => {
        send({ step: 'checking' })
        send({ step: 'painting' } as never)
        send({ step: 'building' })
        return published
      }),
    )
  })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => app.close())

const linesOf = async (path: string): Promise<[number, unknown[]]> => {
  const response = await fetch(`${base}${path}`, { method: 'POST' })
  const text = await response.text()
  return [
    response.status,
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown),
  ]
}

describe('the answer of a publish', () => {
  it('sends each step, then the outcome, one line each', async () => {
    expect(await linesOf('/kept')).toEqual([200, [{ step: 'checking' }, published]])
  })

  it('ends, in tests, at a line that does not match its schema, with the reason instead of the lines left', async () => {
    const [status, lines] = await linesOf('/mismatched')
    expect([status, lines.slice(0, 1)]).toEqual([200, [{ step: 'checking' }]])
    expect(lines.slice(1)).toEqual([
      {
        error: expect.stringMatching(
          /^A line of the answer of POST \/mismatched does not match its schema: .*data\/step must match a schema in anyOf/,
        ),
      },
    ])
  })
})
