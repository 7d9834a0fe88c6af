import { Type } from '@sinclair/typebox'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '../../src/model/contracts/api-error.ts'
import { typedRoutes } from './typed-routes.ts'

const unreadable = 'The change could not be read. Reload the page and make it again.'
const body = Type.Object({
  revision: Type.Integer(),
  edits: Type.Array(Type.Object({ path: Type.Array(Type.String()) })),
})
const answer = Type.Object({ revision: Type.Integer() }, { additionalProperties: false })

let app: FastifyInstance
let base: string

beforeAll(async () => {
  app = Fastify()
  await app.register(async (plugin) => {
    const routes = typedRoutes(plugin, unreadable)
    const schema = { body, response: { 200: answer, '4xx': apiErrorSchema } }
    routes.post('/kept', { schema }, async (request) => ({ revision: request.body.revision }))
    // A route's own error handler hands on what it does not answer itself, as the site work's does.
    routes.post('/handled', { schema, errorHandler: (error) => Promise.reject(error) }, async () => ({ revision: 1 }))
    routes.post('/mismatched', { schema }, async () => ({ revision: 1, extra: 'not in the schema' }) as never)
    routes.post('/refused', { schema }, async (_request, reply) =>
      reply.code(409).send({ message: 'no error' } as never),
    )
  })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => app.close())

const post = async (path: string, sent: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sent),
  })
  return [response.status, await response.json()]
}

describe('a route with typed contracts', () => {
  it('takes a body that matches its schema, as it was sent', async () => {
    expect(await post('/kept', { revision: 3, edits: [], note: 'kept' })).toEqual([200, { revision: 3 }])
  })

  it('refuses a body that does not, with the sentence and what is wrong in each field', async () => {
    for (const path of ['/kept', '/handled'])
      expect(await post(path, { revision: '3', edits: [{ path: 'business' }, {}] })).toEqual([
        400,
        {
          error: unreadable,
          errors: {
            revision: 'must be integer',
            'edits[0].path': 'must be array',
            'edits[1].path': 'is required',
          },
        },
      ])
  })

  it('fails, in tests, an answer that does not match its schema, instead of dropping what does not fit', async () => {
    const [mismatched, refused] = [
      await post('/mismatched', { revision: 1, edits: [] }),
      await post('/refused', { revision: 1, edits: [] }),
    ]
    expect(mismatched).toEqual([
      500,
      {
        error: 'The 200 answer of POST /mismatched does not match its schema: data must NOT have additional properties',
      },
    ])
    expect(refused).toEqual([
      500,
      { error: "The 4xx answer of POST /refused does not match its schema: data must have required property 'error'" },
    ])
  })
})
