import type { DraftEditAnswer } from '../../model/admin-api.ts'
import type { EditOp } from '../../site-text/edit.ts'
import { api, ApiError } from '../app/api.ts'

/** How long to wait before sending again when the server could not be reached. */
const retryMs = 3000

export interface EditQueueOptions {
  draftId: string
  /** The revision the server holds the draft at now. */
  revision: number
  /** The server stored the edits up to the one that made `text`, and checked it. */
  onAnswer(answer: DraftEditAnswer, text: string, roundTripMs: number): void
  /**
   * The server refused the edits (the draft moved on elsewhere, or is too large): nothing more is
   * sent. `unsent` are the edits it did not store, the refused ones first, in the order they were made.
   */
  onRefused(error: ApiError, unsent: EditOp[]): void
  /** Whether edits are waiting because the server cannot be reached (they are sent again on their own). */
  onOffline(isOffline: boolean): void
}

export interface EditQueue {
  /** Sends `op`, which made `text` from the text before it, after the edits already waiting. */
  push(op: EditOp, text: string): void
  /** Sends edits made together, each with the text it made, in one request where none is on its way. */
  pushAll(edits: { op: EditOp; text: string }[]): void
  /** Asks for a check of `text` (the draft as it is) without changing it. */
  check(text: string): void
  /** Edits made here that the server has not stored yet. */
  hasUnsaved(): boolean
  stop(): void
}

/**
 * Sends a draft's edits to the server in the order they were made, one request at a time: the edits
 * made while a request is on its way go together in the next one, on the revision the last answer gave.
 */
export function editQueue(options: EditQueueOptions): EditQueue {
  let revision = options.revision
  let waiting: { op: EditOp; text: string }[] = []
  let checkOf: string | undefined
  let isSending = false
  let isStopped = false
  let retry: ReturnType<typeof setTimeout> | undefined

  async function send(): Promise<void> {
    if (isSending || isStopped || retry !== undefined || (waiting.length === 0 && checkOf === undefined)) return
    const batch = waiting
    const text = batch.at(-1)?.text ?? checkOf!
    waiting = []
    checkOf = undefined
    isSending = true
    const started = performance.now()
    try {
      const answer = await api<DraftEditAnswer>(`drafts/${options.draftId}/edits`, {
        revision,
        edits: batch.map(({ op }) => op),
      })
      revision = answer.revision
      options.onOffline(false)
      if (!isStopped) options.onAnswer(answer, text, Math.round(performance.now() - started))
    } catch (error) {
      if (error instanceof ApiError) {
        isStopped = true
        const unsent = [...batch, ...waiting].map(({ op }) => op)
        waiting = []
        options.onRefused(error, unsent)
      } else {
        waiting = [...batch, ...waiting]
        if (batch.length === 0) checkOf ??= text
        options.onOffline(true)
        retry = setTimeout(() => {
          retry = undefined
          void send()
        }, retryMs)
      }
    } finally {
      isSending = false
    }
    void send()
  }

  return {
    push(op, text) {
      waiting.push({ op, text })
      void send()
    },
    pushAll(edits) {
      waiting.push(...edits)
      void send()
    },
    check(text) {
      checkOf = text
      void send()
    },
    hasUnsaved: () => isSending || waiting.length > 0,
    stop() {
      isStopped = true
      clearTimeout(retry)
    },
  }
}
