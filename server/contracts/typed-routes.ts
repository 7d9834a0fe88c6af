import type { Static, TSchema } from '@sinclair/typebox'
import type { AnySchema } from 'ajv'
import type { FastifyError, FastifyInstance, FastifyTypeProvider } from 'fastify'
import { fieldErrors } from './field-errors.ts'
import { checkFromText, exactCheck } from './schema-checks.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered through `typedRoutes`: its schemas check what it takes and, in tests, what it answers. */
    isTypedContract?: true
  }
}

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
 * What is wrong, in tests, with something about to be sent that does not match `schema`: an
 * AnswerMismatch whose message begins with `answer` (what is sent, such as "The 200 answer of GET /x");
 * undefined when it matches, and always elsewhere. Routes check their answers with it, and a stream of
 * lines each line it writes.
 */
export function answerMismatch(schema: AnySchema, answer: string): (data: unknown) => AnswerMismatch | undefined {
  if (!isCheckingAnswers) return () => undefined
  const matches = exactCheck.compile(schema)
  return (data) =>
    matches(data)
      ? undefined
      : new AnswerMismatch(`${answer} does not match its schema: ${exactCheck.errorsText(matches.errors)}`)
}

/**
 * Makes the routes this plugin registers typed contracts: the schemas of a route check its request
 * (a body exactly as sent, with no value converted or dropped) and type its handler, and its answers
 * are sent as the handler gives them, checked against their schema in tests. A request the schemas
 * refuse is answered 400 with `unreadable`, the sentence the person reads, and the field errors.
 */
export function typedRoutes(app: FastifyInstance, unreadable = unreadableRequest) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, isTypedContract: true }
  })
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exactCheck : checkFromText).compile(schema))
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const mismatchOf = answerMismatch(schema, `The ${httpStatus} answer of ${method} ${url}`)
    return (data) => {
      const mismatch = mismatchOf(data)
      if (mismatch) throw mismatch
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
