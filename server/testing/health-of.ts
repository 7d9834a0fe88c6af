import type { Health } from '../health/health.ts'
import type { TestServer } from './test-server.ts'

/** What `app` answers a monitor's GET /healthz: the status, how it may be cached and the parts' health. */
export async function healthOf(app: TestServer['app']) {
  const reply = await app.inject({ method: 'GET', url: '/healthz' })
  return { status: reply.statusCode, cacheControl: reply.headers['cache-control'], body: reply.json<Health>() }
}
