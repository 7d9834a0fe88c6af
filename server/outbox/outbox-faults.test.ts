import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { failedDeliveries } from '../admin/inbox/deliveries.ts'
import { databasePerTest } from '../testing/database-per-test.ts'
import { faultyDatabase } from '../testing/faulty-database.ts'
import { submissionStore } from '../storage/submissions.ts'
import { startOutbox, type Deliver } from './outbox.ts'

const data = databasePerTest('outbox-faults')

/** A channel that records each submission it is given, and fails while `failing` says so. */
function webhook(failing: () => boolean) {
  const calls: string[] = []
  const deliver: Deliver = async (submission) => {
    calls.push(submission.id)
    if (failing()) throw new Error('webhook answered 500')
  }
  return { calls, deliver }
}

const job = () =>
  data.db.prepare('SELECT attempts, last_error, delivered_at, gave_up_at, next_attempt_at FROM outbox').get() as {
    attempts: number
    last_error: string | null
    delivered_at: number | null
    gave_up_at: number | null
    next_attempt_at: number
  }

/** One stored submission with a webhook job, an outbox on a database with faults, and its log. */
async function setUp(channel: Deliver, options: { maxAttempts?: number } = {}) {
  const faults = faultyDatabase(data.db)
  const store = submissionStore(faults.db, () => ['webhook'])
  await store.save('contact', { firstName: 'Wanjiru' })
  const lines: string[] = []
  const start = () =>
    startOutbox(faults.db, store, {
      channels: { webhook: channel },
      retryBaseMs: 40,
      pollMs: 60_000,
      log: (line) => lines.push(line),
      ...options,
    })
  return { faults, lines, start }
}

describe('the outbox on a database that fails', () => {
  it('carries on when recording a failed delivery hits a full disk (SQLITE_FULL), and records it once there is room', async () => {
    const channel = webhook(() => true)
    const { faults, lines, start } = await setUp(channel.deliver)
    faults.fail(/^UPDATE outbox SET attempts/, 'SQLITE_FULL')
    const outbox = start()
    try {
      await expect(outbox.runDue()).resolves.toBeUndefined()
      expect(lines.at(-1)).toMatch(/outbox: the database could not be read or written \(injected SQLITE_FULL\)/)
      expect(job()).toMatchObject({ attempts: 0, last_error: null })

      faults.heal()
      await sleep(60)
      await outbox.runDue()
      expect(job()).toMatchObject({ attempts: 1, last_error: 'webhook answered 500', gave_up_at: null })
      expect(job().next_attempt_at).toBeGreaterThan(Date.now())
      // The failure was recorded from memory: the webhook was not called a second time for it.
      expect(channel.calls).toHaveLength(1)
    } finally {
      await outbox.stop()
    }
  })

  it('waits while another process holds the database (SQLITE_BUSY), then delivers', async () => {
    const channel = webhook(() => false)
    const { faults, lines, start } = await setUp(channel.deliver)
    faults.fail(/FROM outbox/, 'SQLITE_BUSY')
    const outbox = start()
    try {
      await expect(outbox.runDue()).resolves.toBeUndefined()
      expect(lines.join('\n')).toContain('injected SQLITE_BUSY')
      expect(channel.calls).toEqual([])

      faults.heal()
      await sleep(60)
      await outbox.runDue()
      expect(job().delivered_at).toBeGreaterThan(0)
      expect(channel.calls).toHaveLength(1)
    } finally {
      await outbox.stop()
    }
  })

  it('does not send again a delivery it could not record, and records it once the disk has room', async () => {
    const channel = webhook(() => false)
    const { faults, start } = await setUp(channel.deliver)
    faults.fail(/^UPDATE outbox SET delivered_at/, 'SQLITE_FULL')
    const outbox = start()
    try {
      await outbox.runDue()
      expect(job().delivered_at).toBeNull()
      faults.heal()
      await sleep(60)
      await outbox.runDue()
      expect(job()).toMatchObject({ attempts: 1, last_error: null })
      expect(channel.calls).toHaveLength(1)
    } finally {
      await outbox.stop()
    }
  })
})

describe('an outbox that gives up', () => {
  it('says so in the log, naming /admin, where the delivery is listed with a retry', async () => {
    const channel = webhook(() => true)
    const { lines, start } = await setUp(channel.deliver, { maxAttempts: 2 })
    const outbox = start()
    try {
      await outbox.runDue()
      await sleep(60)
      await outbox.runDue()
      expect(job().gave_up_at).toBeGreaterThan(0)
      expect(lines.at(-1)).toMatch(/GAVE UP telling the business about submission \S+ by webhook after 2 attempts/)
      expect(lines.at(-1)).toContain('/admin lists it under failed deliveries')
      const deliveries = failedDeliveries(data.db)
      expect(deliveries.list()).toEqual([
        expect.objectContaining({ channel: 'webhook', attempts: 2, lastError: 'webhook answered 500' }),
      ])
      expect(await deliveries.retry(deliveries.list()[0]!.id)).toBe(true)
      expect(job()).toMatchObject({ gave_up_at: null, attempts: 0 })
    } finally {
      await outbox.stop()
    }
  })
})
