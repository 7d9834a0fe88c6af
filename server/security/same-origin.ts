import type { FastifyRequest } from 'fastify'

/**
 * True when a browser says the request comes from a page of this very origin (Sec-Fetch-Site, or the
 * Origin header where a browser sends no Sec-Fetch-Site); a client that sends neither is no browser
 * page and is judged by its cookie alone.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (typeof site === 'string') return site === 'same-origin'
  const origin = request.headers.origin
  if (typeof origin === 'string') return origin === `${request.protocol}://${request.host}`
  return true
}
