import type { FastifyReply, FastifyRequest } from 'fastify'
import { refusals } from '../../../src/model/contracts/api-error.ts'
import {
  publishEventSchema,
  type PublishEvent,
  type PublishOutcomeEvent,
} from '../../../src/model/contracts/publish-step.ts'
import { isRecord } from '../../../src/model/is-record.ts'
import { oneLine } from '../../security/one-line.ts'
import { toDraftProblem } from '../tasks/draft-problem.ts'
import { changeCount } from '../changed-paths.ts'
import type { Publisher, PublishOutcome, PublishRequest } from './publisher.ts'
import type { LogLine } from '../../log-levels.ts'
import { answerMismatch } from '../../contracts/typed-routes.ts'

/** The outcome of a publish as the editor receives it. */
export function publishEvent(outcome: PublishOutcome): PublishOutcomeEvent {
  if (outcome.ok) {
    const { id, version, changed, page, pages, commit, warnings } = outcome
    return { outcome: 'published', id, version, changed, page, pages, commit, warnings }
  }
  const { reason, message, problems } = outcome
  return { outcome: 'refused', reason, message, ...(problems ? { problems: problems.map(toDraftProblem) } : {}) }
}

/** A name as the history keeps it: one line, at most 80 characters. */
const historyName = (name: string): string => [...oneLine(name).trim()].slice(0, 80).join('').trim()

/** The name the body gives as its `author`, as the history keeps it. */
export const authorOf = (body: unknown): string =>
  isRecord(body) && typeof body.author === 'string' ? historyName(body.author) : ''

/**
 * Who does this, as the history keeps it: the signed-in person's name. The body's `author` counts only
 * where a guard lets calls in without a person (the stand-ins of some tests).
 */
export function authorIn(request: FastifyRequest): string {
  const person: { name: string } | undefined = request.adminSession?.person
  return person ? historyName(person.name) : authorOf(request.body)
}

/**
 * The answers of a route that publishes (a publish, an undo, a bring-back): a stream of JSON lines,
 * each a PublishEvent, or, before any line, a refusal.
 */
export const publishAnswerSchemas = {
  200: { content: { 'application/x-ndjson': { schema: publishEventSchema } } },
  ...refusals,
}

/**
 * Answers a publish as it runs: one JSON line per step, then the outcome. `publish` does the work,
 * sending steps through `send`; its outcome is logged and sent last. A publish that throws is
 * answered as refused, in plain words, so that the answer always ends with an outcome. In tests each
 * line is checked against its schema: from a line that does not match, the answer ends with the reason
 * (`{ error }`) instead, so that no test takes it for the answer it expects.
 */
export async function streamPublish(
  reply: FastifyReply,
  { log, author }: { log: LogLine; author: string },
  publish: (send: (event: PublishEvent) => void) => Promise<PublishOutcome | PublishOutcomeEvent>,
): Promise<FastifyReply> {
  void reply.raw.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  const mismatchOf = answerMismatch(publishEventSchema, `A line of the answer of ${routeOf(reply)}`)
  let mismatch: Error | undefined
  const send = (event: PublishEvent) => {
    mismatch ??= mismatchOf(event)
    if (!mismatch) reply.raw.write(`${JSON.stringify(event)}\n`)
  }
  try {
    const outcome = await publish(send)
    const event = 'outcome' in outcome ? outcome : publishEvent(outcome)
    log(
      event.outcome === 'published'
        ? `editor: ${author || 'someone'} published ${changeCount(event.changed)} changes`
        : `editor: publish refused (${event.reason})`,
      event.outcome === 'published' ? 'info' : 'warn',
    )
    send(event)
  } catch (error) {
    log(`editor: publish failed: ${error instanceof Error ? error.message : String(error)}`, 'error')
    send({
      outcome: 'refused',
      reason: 'build-failed',
      message: 'Something went wrong on the server, so nothing was published. Try again in a moment.',
    })
  }
  // The line that did not match, and every line after it, are left out; the reason ends the answer.
  if (mismatch) reply.raw.write(`${JSON.stringify({ error: mismatch.message })}\n`)
  reply.raw.end()
  return reply
}

/** The route answering, as "POST /admin/api/drafts/:id/publish". */
const routeOf = ({ request }: FastifyReply) => `${request.method} ${request.routeOptions.url ?? request.url}`

/** Publishes `request`, answering as `streamPublish` does. */
export const publishAnswer = (reply: FastifyReply, publisher: Publisher, request: PublishRequest, log: LogLine) =>
  streamPublish(reply, { log, author: request.author }, (send) =>
    publisher.publish(request, (step, detail) => send({ step, ...(detail ? { detail } : {}) })),
  )
