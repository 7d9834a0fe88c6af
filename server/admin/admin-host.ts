import type { FastifyInstance } from 'fastify'
import { hostNameOf, isAdminAddress } from '../security/admin-address.ts'

/**
 * With `adminHost` set, /admin and its API answer only to requests for that host name; anywhere else
 * they do not exist (404), so the public site's origin never holds an admin session or page.
 */
export function serveAdminOnlyOn(app: FastifyInstance, adminHost: string | undefined): void {
  if (!adminHost) return
  const wanted = hostNameOf(adminHost)
  app.addHook('onRequest', async (request, reply) => {
    if (!isAdminAddress(request.url) || hostNameOf(request.hostname) === wanted) return
    return reply.code(404).type('text/plain; charset=utf-8').send('There is no page at this address.')
  })
}
