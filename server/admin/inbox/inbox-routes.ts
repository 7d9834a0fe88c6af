import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { FormDefinition } from '../../../src/forms/schema.ts'
import { refusals } from '../../../src/model/contracts/api-error.ts'
import {
  failedDeliverySchema,
  handledMarkSchema,
  inboxFormsSchema,
  inboxPageQuerySchema,
  inboxPageSchema,
  submissionSchema,
  type InboxForms,
} from '../../../src/model/contracts/inbox.ts'
import { okAnswer, okAnswerSchema } from '../../../src/model/contracts/ok-answer.ts'
import { requestsFileAddress, requestsFileName } from '../../../src/model/requests-file.ts'
import { defaultTimeZone, todayIn } from '../../../src/model/time/local-time.ts'
import type { Db } from '../../storage/database.ts'
import type { Submission, SubmissionStore } from '../../storage/submissions.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import { answerRefusals } from '../../work/draft-route.ts'
import type { SiteWork } from '../../work/site-work.ts'
import type { InboxTasks } from './pool-tasks.ts'
import { failedDeliveries } from './deliveries.ts'
import { noSuchRequest, removalRoutes } from './removal-routes.ts'
import { allow } from '../roles.ts'
import { sessionIn } from '../route-guard.ts'
import type { LogLine } from '../../log-levels.ts'

/** The worker pool as the inbox uses it: its own tasks. */
export type InboxWork = Pick<SiteWork<InboxTasks>, 'run'>

export interface InboxRoutesOptions {
  db: Db
  store: SubmissionStore
  forms: () => Record<string, FormDefinition>
  /** The codes of the site's languages, the main one first: with more than one, each request says which it used. */
  languages?: () => readonly string[]
  /** The business's time zone, for the times in the file for Excel and its name; Kenya's when left out. */
  timeZone?: () => string
  /** The server's worker pool, where the file for Excel is made. */
  work: InboxWork
  /** The name of the page each request was sent from and its visit's source, where they were noted. */
  originsOf?: (submissionIds: string[]) => Map<string, Pick<Submission, 'sentFrom' | 'cameFrom'>> | undefined
  /** Wakes the outbox after a delivery is put back on the schedule. */
  onRetry: () => void
  log: LogLine
}

/** The file type of an Excel workbook (.xlsx). */
const workbookType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const pageSize = 100
const jsonBodyLimit = 4096
const inboxRoute = { bodyLimit: jsonBodyLimit, config: allow.inbox } as const
const byId = Type.Object({ id: Type.String() })

/**
 * The inbox's calls: forms, submissions (with the room left) and marking them handled or removing them,
 * the workbook for Excel and failed deliveries.
 */
export async function inboxRoutes(plugin: FastifyInstance, options: InboxRoutesOptions): Promise<void> {
  const { store, forms, log } = options
  const deliveries = failedDeliveries(options.db)
  const app = typedRoutes(plugin)

  app.get(
    '/admin/api/forms',
    { config: allow.inbox, schema: { response: { 200: inboxFormsSchema, ...refusals } } },
    (): InboxForms =>
      Object.fromEntries(
        Object.entries(forms()).map(([id, form]) => [
          id,
          {
            title: form.title,
            fields: form.fields.map(({ name, label, kind, options: choices }) => ({
              name,
              label,
              kind,
              ...(choices ? { options: choices } : {}),
            })),
          },
        ]),
      ),
  )

  const isMultilingual = () => (options.languages?.().length ?? 1) > 1
  /** A request with its language, which says something only where the site has more than one. */
  const withLanguage = ({ language, ...submission }: Submission): Submission =>
    language && isMultilingual() ? { ...submission, language } : submission

  const formParam = (value: string | undefined) =>
    value !== undefined && Object.hasOwn(forms(), value) ? value : undefined

  app.get(
    '/admin/api/submissions',
    {
      config: allow.inbox,
      schema: { querystring: inboxPageQuerySchema, response: { 200: inboxPageSchema, ...refusals } },
    },
    (request) => {
      const items = store.list({
        form: formParam(request.query.form),
        limit: pageSize + 1,
        before: request.query.before,
      })
      const shown = items.slice(0, pageSize).map(withLanguage)
      const origins = options.originsOf?.(shown.map((item) => item.id))
      return {
        items: shown.map((item) => ({ ...item, ...origins?.get(item.id) })),
        hasMore: items.length > pageSize,
        room: store.room(),
      }
    },
  )

  await plugin.register(removalRoutes, { store, log })

  const marking = { params: byId, body: handledMarkSchema, response: { 200: submissionSchema, ...refusals } }
  app.post('/admin/api/submissions/:id/handled', { ...inboxRoute, schema: marking }, async (request, reply) => {
    const { id } = request.params
    const isHandled = request.body.handled
    const { name } = sessionIn(request).person
    const marked = (await store.setHandled(id, isHandled, name)) ? store.get(id) : undefined
    if (!marked) return reply.code(404).send(noSuchRequest)
    log(`admin: ${name} marked submission ${id} ${isHandled ? 'handled' : 'not handled'}`)
    return marked
  })

  app.get(
    '/admin/api/deliveries',
    { config: allow.inbox, schema: { response: { 200: Type.Array(failedDeliverySchema), ...refusals } } },
    () => deliveries.list(),
  )

  const retrying = { params: Type.Object({ id: Type.Integer() }), response: { 200: okAnswerSchema, ...refusals } }
  app.post('/admin/api/deliveries/:id/retry', { ...inboxRoute, schema: retrying }, async (request, reply) => {
    if (!(await deliveries.retry(request.params.id)))
      return reply.code(404).send({ error: 'There is no such failed delivery.' })
    log(`admin: ${sessionIn(request).person.name} put delivery ${request.params.id} back on the schedule`)
    options.onRetry()
    return okAnswer
  })

  // A download link: the browser sends the session cookie but no CSRF token; it changes nothing.
  app.get(
    requestsFileAddress,
    { config: { ...allow.inbox, withoutCsrfToken: true }, errorHandler: answerRefusals },
    async (request, reply) => {
      const timeZone = options.timeZone?.() ?? defaultTimeZone
      const file = await options.work.run('requestsWorkbook', {
        databasePath: options.db.name,
        forms: forms(),
        timeZone,
        hasLanguages: isMultilingual(),
      })
      log(`admin: ${sessionIn(request).person.name} downloaded the requests for Excel`)
      return reply
        .type(workbookType)
        .header('content-disposition', `attachment; filename="${requestsFileName(todayIn(timeZone))}"`)
        .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength))
    },
  )
}
