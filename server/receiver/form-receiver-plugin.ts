import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { defaultTimeZone } from '../../src/model/time/local-time.ts'
import { channelsFor } from '../outbox/channels.ts'
import { startOutbox, type Deliver, type Outbox } from '../outbox/outbox.ts'
import { submissionStore, type SubmissionStore } from '../storage/submissions.ts'
import { formRoutes } from './forms-routes.ts'
import type { ReceivedLanguage } from './form-languages.ts'
import type { ReceiverSettings } from './settings.ts'
import type { LogLine } from '../log-levels.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored form submissions. */
    submissions: SubmissionStore
    /** Delivers the notifications of stored submissions. */
    outbox: Outbox
  }
}

export interface FormReceiverOptions {
  /** The forms of the site being served; they change when a publish switches the site. */
  forms: () => Record<string, FormDefinition>
  /** Every language of the site being served, the main one first (see FormRoutesOptions). */
  languages?: () => readonly ReceivedLanguage[]
  /** The business's time zone, for the days forms accept and the times notifications give; Kenya's when left out. */
  timeZone?: () => string
  /** The address of the site being served, for the links in notifications. */
  siteUrl: string
  settings: ReceiverSettings
  /** Replaces the channels the settings would turn on. */
  channels?: Record<string, Deliver>
  /** Told of each submission stored, with the request that sent it. */
  onStored?: (id: string, request: FastifyRequest) => void
  log: LogLine
}

/**
 * The form receiver: POST /api/forms/<id> stores a submission (as `app.submissions`) and the outbox
 * (as `app.outbox`) delivers its notifications, stopping before the database closes. Needs `app.db`
 * and the rate limit.
 */
export const formReceiver = fastifyPlugin(
  async (app: FastifyInstance, options: FormReceiverOptions) => {
    const { forms, settings, log } = options
    const timeZone = options.timeZone ?? (() => defaultTimeZone)
    const channels = options.channels ?? channelsFor(settings, forms, options.siteUrl, timeZone, options.languages)
    const store = submissionStore(app.db, () => Object.keys(channels), settings.maxSubmissions, {
      requestsPerAddressPerDay: settings.requestsPerAddressPerDay,
      log,
    })
    const outbox = startOutbox(app.db, store, {
      channels,
      retryBaseMs: settings.retryBaseMs,
      pollMs: settings.outboxPollMs,
      log,
    })
    app.decorate('submissions', store)
    app.decorate('outbox', outbox)
    app.addHook('onClose', () => outbox.stop())
    await app.register(formRoutes, {
      forms,
      languages: options.languages,
      timeZone,
      store,
      postsPerMinute: settings.postsPerMinute,
      onStored: (id, request) => {
        outbox.kick()
        options.onStored?.(id, request)
      },
      log,
    })
  },
  { name: 'form-receiver', fastify: '5.x', dependencies: ['storage', '@fastify/rate-limit'] },
)
