import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import type { Deliver } from '../outbox/outbox.ts'
import { freshProject } from '../testing/site-with-data.ts'
import { post, startTestServer } from '../testing/test-server.ts'
import { backUp } from './back-up.ts'
import { backupMessages } from './backup-messages.ts'
import { restore } from './restore.ts'
import { scratchFolders } from '../testing/scratch-folders.ts'

const { make: folder, keep } = scratchFolders()

/** An e-mail channel that records each request it tells the business of, or fails while `isDown`. */
function mailbox() {
  const sent: string[] = []
  const state = { isDown: false }
  const deliver: Deliver = async (submission) => {
    if (state.isDown) throw new Error('the mail server does not answer')
    sent.push(submission.id)
  }
  return { sent, state, deliver }
}

/** Starts the site on `dataDir` with `box` as its e-mail, lets the outbox run once, and stops it. */
async function runSiteOnce(project: string, dataDir: string, box: ReturnType<typeof mailbox>, requests = 0) {
  const server = await startTestServer({
    projectRoot: project,
    dataDir,
    channels: { email: box.deliver },
    settings: { adminPassword: 'the owner’s long backup phrase', retryBaseMs: 60_000 },
  })
  try {
    const ids: string[] = []
    for (let n = 0; n < requests; n++) {
      const response = await post(server.base, '/api/forms/contact', validBody(testForms.contact!, n))
      ids.push(((await response.json()) as { id: string }).id)
    }
    await server.app.outbox.runDue()
    return ids
  } finally {
    await server.close()
    // The editor reads site.yaml once the server has started; that read ends before the test removes it.
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('restoring keeps the e-mails about requests that were sent', () => {
  it('sends none of the delivered ones again, and the undelivered ones once, however often it is restored', async () => {
    const project = freshProject('emails')
    keep(project)
    const dataDir = folder('emails-data')
    const box = mailbox()
    const delivered = await runSiteOnce(project, dataDir, box, 5)
    expect(box.sent).toEqual(delivered)
    box.state.isDown = true
    const waiting = await runSiteOnce(project, dataDir, box, 3)
    expect(box.sent).toHaveLength(5)
    // The mail server is back, and their next attempt is due.
    const db = new Database(join(dataDir, 'site.db'))
    db.prepare('UPDATE outbox SET next_attempt_at = 0 WHERE delivered_at IS NULL').run()
    db.close()

    const archive = join(folder('emails-archive'), 'site.zip')
    await backUp({ dataDir, projectRoot: project }, archive)

    const elsewhere = { dataDir: folder('emails-elsewhere'), projectRoot: freshProject('emails-elsewhere') }
    keep(elsewhere.projectRoot)
    const outcome = await restore(elsewhere, archive)
    expect(outcome.unsent.emails).toBe(3)
    expect(backupMessages.unsent(outcome.unsent)).toBe(
      '3 e-mails about form requests were not yet sent when this backup was made; they will be sent when the site starts.',
    )
    const restoredBox = mailbox()
    await runSiteOnce(elsewhere.projectRoot, elsewhere.dataDir, restoredBox)
    expect(restoredBox.sent.sort()).toEqual([...waiting].sort())

    // Restored again over the data that sent them, they are not sent a second time.
    const again = await restore(elsewhere, archive, { force: true })
    expect(again.unsent.emails).toBe(0)
    await runSiteOnce(elsewhere.projectRoot, elsewhere.dataDir, restoredBox)
    expect(restoredBox.sent.sort()).toEqual([...waiting].sort())
  }, 60_000)
})
