import type { FastifyError, FastifyInstance } from 'fastify'
import { isStorageError } from '../storage/busy-retry.ts'
import type { LogLine } from '../log-levels.ts'

/**
 * How every route outside the form receiver answers an error it did not expect: its 4xx answers as
 * Fastify words them, and otherwise one plain sentence, never an error code or a stack, while the
 * details go to the log.
 */
export function answerUnexpectedErrors(app: FastifyInstance, log: LogLine): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.send(error)
    log(`server: ${request.method} ${request.url.split('?')[0]} failed: ${error.name}: ${error.message}`, 'error')
    if (isStorageError(error))
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'The server could not use its database just now. Please try again in a moment.' })
    return reply.code(500).send({ error: 'Something went wrong on the server. Please try again in a moment.' })
  })
}
