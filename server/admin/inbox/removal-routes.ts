import type { FastifyInstance } from 'fastify'
import { isRecord } from '../../../src/model/is-record.ts'
import type { SubmissionStore } from '../../storage/submissions.ts'
import { allow } from '../roles.ts'
import { sessionIn } from '../route-guard.ts'
import type { LogLine } from '../../log-levels.ts'

const dayMs = 24 * 60 * 60 * 1000
/** The longest "older than" the inbox takes, in days: ten years. */
const longestDays = 3650
const removalRoute = { bodyLimit: 1024, config: allow.inbox } as const

const olderThanDaysOf = (body: unknown) => {
  const days = isRecord(body) ? body.olderThanDays : undefined
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= longestDays ? days : undefined
}

/**
 * Removing requests from the inbox, for the owner and the inbox person: one by its id, or every handled
 * one received more than a number of days ago. Each answers with the room left; the log says who did it.
 */
export function removalRoutes(app: FastifyInstance, { store, log }: { store: SubmissionStore; log: LogLine }) {
  app.delete<{ Params: { id: string } }>('/admin/api/submissions/:id', removalRoute, async (request, reply) => {
    const removed = await store.remove(request.params.id)
    if (!removed) return reply.code(404).send({ error: 'There is no such request.' })
    log(`admin: ${sessionIn(request).person.name} removed submission ${removed.id} (form ${removed.form})`)
    return { room: store.room() }
  })

  app.post('/admin/api/submissions/remove-handled', removalRoute, async (request, reply) => {
    const days = olderThanDaysOf(request.body)
    if (days === undefined)
      return reply
        .code(400)
        .send({ error: `Choose how old the handled requests must be: a whole number of days up to ${longestDays}.` })
    const before = Date.now() - days * dayMs
    const removed = await store.removeHandled(before)
    log(
      `admin: ${sessionIn(request).person.name} removed ${removed} handled submission${removed === 1 ? '' : 's'} ` +
        `received before ${new Date(before).toISOString()}`,
    )
    return { removed, room: store.room() }
  })
}
