import type { PublishEvent } from '../../../src/model/contracts/publish-step.ts'
import type { EditorWork } from '../editor-work.ts'
import { draftMessages as messages } from './draft-messages.ts'
import type { Draft, DraftStore } from './drafts.ts'
import type { SiteText } from '../site-source.ts'
import type { Publisher, PublishOutcome } from '../publish/publisher.ts'

/** A publish that raced another is merged again onto it, this many times at most. */
const attempts = 3

type Refused = Extract<PublishEvent, { outcome: 'refused' }>

interface PublishDraftOptions {
  author: string
  publisher: Publisher
  work: EditorWork
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

/**
 * After `started` (the draft as it was when its publish began) went live as `live`, the draft starts
 * again from it, keeping the changes made to it meanwhile (in another window of its person), merged
 * onto what went live; tried again while the draft keeps moving on, a few times at most.
 */
export async function startAgainAfterPublish(
  started: Draft,
  live: SiteText,
  { drafts, work, author }: { drafts: DraftStore; work: EditorWork; author: string },
): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const now = drafts.get(started.id)
    if (!now) return
    let text = live.text
    if (now.revision !== started.revision) {
      const merged = await work.run('merge', { baseText: started.text, draftText: now.text, liveText: live.text })
      if (merged.ok) text = merged.text
    }
    if (drafts.rebase(started.id, { base: live, text, author, revision: now.revision })) return
  }
}
