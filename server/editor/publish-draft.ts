import type { PublishEvent } from '../../src/model/admin-api.ts'
import type { SiteWork } from '../work/site-work.ts'
import { draftMessages as messages } from './draft-messages.ts'
import type { Draft } from './drafts.ts'
import type { Publisher, PublishOutcome } from './publisher.ts'

/** A publish that raced another is merged again onto it, this many times at most. */
const attempts = 3

type Refused = Extract<PublishEvent, { outcome: 'refused' }>

interface PublishDraftOptions {
  author: string
  publisher: Publisher
  work: SiteWork
  send: (event: PublishEvent) => void
}

/**
 * Publishes a draft: its text as it is when nothing was published since it started, else its
 * changes merged onto the live text (refused, naming the fields, when both changed the same ones).
 * Resolves with the outcome and the text that was (or would have been) published.
 */
export async function publishDraft(
  draft: Draft,
  options: PublishDraftOptions,
): Promise<{ outcome: PublishOutcome | Refused; text: string }> {
  for (let attempt = 1; ; attempt++) {
    const result = await publishOnce(draft, options)
    // Someone published between the merge and the switch: merge again onto theirs.
    const isRaced = 'ok' in result.outcome && !result.outcome.ok && result.outcome.reason === 'conflict'
    if (!isRaced || attempt === attempts) return result
  }
}

async function publishOnce(
  draft: Draft,
  { author, publisher, work, send }: PublishDraftOptions,
): Promise<{ outcome: PublishOutcome | Refused; text: string }> {
  const live = publisher.current()
  let text = draft.text
  if (live.version !== draft.baseVersion) {
    send({ step: 'checking', detail: messages.merging })
    const merged = await work.run('merge', { baseText: draft.baseText, draftText: draft.text, liveText: live.text })
    if (!merged.ok) {
      const { message, conflicts } = merged
      const outcome: Refused = { outcome: 'refused', reason: 'conflict', message, conflicts }
      return { outcome, text }
    }
    text = merged.text
  }
  const outcome = await publisher.publish({ text, baseVersion: live.version, author }, (step, detail) =>
    send({ step, ...(detail ? { detail } : {}) }),
  )
  return { outcome, text }
}
