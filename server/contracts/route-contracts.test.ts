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
/** Whether the route's request and answer are typed contracts: registered through typedRoutes, with an answer schema. */
const isTypedContract = (route: RouteOptions) =>
  route.schema?.response !== undefined && route.config?.isTypedContract === true

describe('the contracts of the admin API', () => {
  it('are typed on every /admin/api route: its answers checked against their schema in every test', () => {
    expect(apiRoutes().length).toBeGreaterThan(40)
    expect(
      apiRoutes()
        .filter((route) => !isTypedContract(route))
        .map(nameOf),
    ).toEqual([])
  })
})
