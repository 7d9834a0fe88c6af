import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AsyncLocalStorage } from 'node:async_hooks'
import type { LogLine } from './log-levels.ts'

const current = new AsyncLocalStorage<FastifyRequest>()

/**
 * Follows each request through its handling, so a line logged while it is answered (a failed login, a
 * refused form) is written by its logger, with its id, host and user agent. Entered again once the body is
 * read, since reading it leaves the request's context. Add before the routes.
 */
export function followRequests(app: FastifyInstance): void {
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => current.run(request, done)
  app.addHook('onRequest', enter)
  app.addHook('preValidation', enter)
}

/** The server's lines as JSON, each at its level, by the logger of the request it is about when there is one. */
export const jsonLog =
  (app: FastifyInstance): LogLine =>
  (message, level = 'info') => {
    const logger = current.getStore()?.log ?? app.log
    logger[level](message)
  }

const formAddress = /^\/(api\/forms\/([^/?]+)|send-email)(\?|$)/

/**
 * A line for each form post that was refused (a mistake in what was sent, no such form), so
 * a refused form is found among the warnings with who sent it. A stored one has its line from the receiver.
 */
export function logRefusedForms(app: FastifyInstance, log: LogLine): void {
  app.addHook('onResponse', async (request, reply) => {
    const form = request.method === 'POST' ? formAddress.exec(request.url) : null
    // Posts past the limit (429) get no line each: a flood of them would bury the log.
    if (!form || reply.statusCode < 400 || reply.statusCode >= 500 || reply.statusCode === 429) return
    const name = form[2]?.slice(0, 64) ?? 'at /send-email'
    // The answer has gone, and with it the request's context: this line is about it all the same.
    current.run(request, () =>
      log(`receiver: a post to form ${name} was refused (${reply.statusCode}); nothing stored`, 'warn'),
    )
  })
}
