import type { Static, TSchema } from '@sinclair/typebox'
import type { FastifyError, FastifyInstance, FastifyTypeProvider } from 'fastify'
import { fieldErrors } from './field-errors.ts'
import { checkFromText, exactCheck } from './schema-checks.ts'

/** Types each route's request and answer from its TypeBox schemas. */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown
}

/** Whether every answer is checked against its schema before it is sent: in tests, where a mismatch must fail. */
const isCheckingAnswers = process.env.VITEST !== undefined

/** What the person reads of a request the schemas refuse, unless the routes say it in their own words. */
export const unreadableRequest = 'The request could not be read. Reload the page and try again.'

/** An answer that does not match its route's schema: in tests, it is sent as a 500 instead. */
export class AnswerMismatch extends Error {
  override name = 'AnswerMismatch'
}

/**
 * Makes the routes this plugin registers typed contracts: the schemas of a route check its request
 * (a body exactly as sent, with no value converted or dropped) and type its handler, and its answers
 * are sent as the handler gives them, checked against their schema in tests. A request the schemas
 * refuse is answered 400 with `unreadable`, the sentence the person reads, and the field errors.
 */
export function typedRoutes(app: FastifyInstance, unreadable = unreadableRequest) {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exactCheck : checkFromText).compile(schema))
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!isCheckingAnswers) return (data) => JSON.stringify(data)
    const matches = exactCheck.compile(schema)
    return (data) => {
      if (!matches(data))
        throw new AnswerMismatch(
          `The ${httpStatus} answer of ${method} ${url} does not match its schema: ${exactCheck.errorsText(matches.errors)}`,
        )
      return JSON.stringify(data)
    }
  })
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // Sent as a 500 whatever status the answer had, so that no test takes it for the answer it expects.
    if (error instanceof AnswerMismatch) return reply.code(500).send({ error: error.message })
    if (error.validation) return reply.code(400).send({ error: unreadable, errors: fieldErrors(error.validation) })
    // A body the parser refused (not JSON, a `__proto__` key, too large) never reached the schemas.
    if (error.code?.startsWith('FST_ERR_CTP_')) return reply.code(error.statusCode ?? 400).send({ error: unreadable })
    throw error
  })
  return app.withTypeProvider<TypeBoxProvider>()
}
