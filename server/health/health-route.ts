import type { FastifyInstance } from 'fastify'
import { checkHealth } from './health.ts'

/** GET /healthz for a monitor or the process manager: 200 when every part is well, 503 when one is not. */
export function healthRoute(app: FastifyInstance, siteDir: () => string): void {
  app.get('/healthz', (_request, reply) => {
    const health = checkHealth(app.db, siteDir())
    return reply
      .code(health.ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(health)
  })
}
