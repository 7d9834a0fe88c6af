import type { FastifyInstance } from 'fastify'
import type { LogLine } from '../log-levels.ts'

/** The one sentence the log gets when a proxy seems to be in front but TRUST_PROXY does not name it. */
export const untrustedProxySentence =
  'Requests arrive with X-Forwarded-For headers from a proxy, but TRUST_PROXY is not set, so every visitor behind it ' +
  "shares the proxy's address for the login and form limits: set TRUST_PROXY to the proxy's address (for example loopback)."

const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded']

/**
 * With no proxy trusted, forwarded headers are ignored (a visitor could write any address there); the
 * first request that carries them is noted, once, so the person running the server learns why.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: unknown, log: LogLine): void {
  if (trustProxy) return
  let hasWarned = false
  app.addHook('onRequest', async (request) => {
    if (hasWarned || !forwardedHeaders.some((name) => request.headers[name] !== undefined)) return
    hasWarned = true
    log(untrustedProxySentence, 'warn')
  })
}
