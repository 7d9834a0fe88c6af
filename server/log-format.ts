import type { FastifyRequest } from 'fastify'

/** How the server writes its log: plain lines for a person, or one JSON line per event for a log collector. */
export type LogFormat = 'plain' | 'json'

/** LOG_FORMAT: `json` for one JSON line per event (Fastify's logger); `plain`, or unset, for plain lines. */
export function logFormatFromEnv(env: NodeJS.ProcessEnv = process.env): LogFormat {
  const value = env.LOG_FORMAT?.trim().toLowerCase() || 'plain'
  if (value === 'plain' || value === 'json') return value
  throw new Error(`LOG_FORMAT must be json or plain, not "${env.LOG_FORMAT}"`)
}

/**
 * Fastify's logger, writing JSON lines. A request is logged without its query, which can carry a secret
 * (the token of a sign-in link).
 */
export const jsonLogger = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: request.url.split('?')[0],
      remoteAddress: request.ip,
    }),
  },
}
