import type * as fastifyModule from 'fastify'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const { routes } = vi.hoisted(() => ({ routes: [] as RouteOptions[] }))

// Every route of the whole server, as it is registered: an onRoute hook of the root reaches every plugin.
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof fastifyModule>()
  const make = fastify.default as unknown as (...options: unknown[]) => FastifyInstance
  const withRoutesSeen = (...options: unknown[]) => {
    const app = make(...options)
    app.addHook('onRoute', (route) => void routes.push(route))
    return app
  }
  return { ...fastify, default: withRoutesSeen }
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const nameOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`
const apiRoutes = () => routes.filter((route) => route.url.startsWith('/admin/api/') && route.method !== 'HEAD')
const hasAnswerSchema = (route: RouteOptions) => route.schema?.response !== undefined

/** The routes whose answers are typed contracts; each must keep its response schema. */
const typed = [
  'POST /admin/api/session',
  'GET /admin/api/session',
  'POST /admin/api/drafts',
  'GET /admin/api/drafts/:id',
  'DELETE /admin/api/drafts/:id',
  'POST /admin/api/drafts/:id/edits',
  'POST /admin/api/drafts/:id/rebase',
  'GET /admin/api/drafts/:id/preview',
  'GET /admin/api/history',
  'GET /admin/api/history/:id',
  'GET /admin/api/history/:id/undo',
  'GET /admin/api/history/:id/items',
  'GET /admin/api/history/:id/bring-back',
  'GET /admin/api/pictures',
  'GET /admin/api/pictures/unused',
  'GET /admin/api/site',
  'POST /admin/api/uploads',
  'DELETE /admin/api/uploads/:name',
]

describe('the contracts of the admin API', () => {
  it('declares a response schema on every route whose answer is a typed contract', () => {
    const named = new Map(apiRoutes().map((route) => [nameOf(route), route]))
    expect(typed.filter((name) => !named.has(name))).toEqual([])
    expect(typed.filter((name) => !hasAnswerSchema(named.get(name)!))).toEqual([])
  })

  it('lists the routes still without one', () => {
    const without = apiRoutes()
      .filter((route) => !hasAnswerSchema(route))
      .map(nameOf)
    console.log(
      `${without.length} of ${apiRoutes().length} /admin/api routes have no response schema yet:\n${without.join('\n')}`,
    )
    expect(without.length).toBeLessThan(apiRoutes().length)
  })
})
