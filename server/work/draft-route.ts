import type { FastifyError, FastifyReply } from 'fastify'
import { maxDraftBytes, WorkRefused } from './site-work.ts'
import { tooLargeSentence } from './work-messages.ts'

/**
 * A route's error handler for calls that use the site work: a refusal (a text over the size limit,
 * work over the time limit) or a body over the route's limit is answered with its status and one
 * plain sentence; any other error goes on to the server's own handler.
 */
export function answerRefusals(error: FastifyError, _request: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof WorkRefused) return reply.code(error.status).send({ error: error.message })
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return reply.code(413).send({ error: tooLargeSentence(maxDraftBytes) })
  throw error
}

/** Route options for a call whose JSON body carries a whole site text: room for the largest text and the escapes JSON adds. */
export const draftRouteOptions = {
  bodyLimit: Math.ceil(maxDraftBytes * 1.25),
  errorHandler: answerRefusals,
}
