import type { DraftCheck } from '../../../src/model/admin-api.ts'
import type { EditOp } from '../../../src/site-text/edit.ts'
import { textSplice, type TextSplice } from '../../../src/site-text/text-splice.ts'
import { applyEdits, type EditRefused } from '../drafts/apply-edits.ts'
import { check } from './check.ts'

export interface EditAndCheckInput {
  text: string
  edits: EditOp[]
  /** The folder the links and pictures of the text may point at. */
  publicDir: string
  /** A text made larger than this, in bytes, is not checked: it will not be stored. */
  maxBytes: number
}

/**
 * What the edits made: the one splice that turns the text into the new one (a few bytes to send back
 * instead of the whole text), the new text's size in bytes, and its check, unless it is too large.
 */
export type EditAndCheckOutcome = { ok: true; splice: TextSplice; bytes: number; check?: DraftCheck } | EditRefused

/**
 * Makes a draft's edits and checks the text they make, in one task: the new text does not cross between
 * threads, and the check reads it from the text this thread has just read.
 */
export function editAndCheck({ text, edits, publicDir, maxBytes }: EditAndCheckInput): EditAndCheckOutcome {
  const applied = applyEdits({ text, edits })
  if (!applied.ok) return applied
  const bytes = Buffer.byteLength(applied.text)
  const splice = textSplice(text, applied.text)
  return bytes > maxBytes
    ? { ok: true, splice, bytes }
    : { ok: true, splice, bytes, check: check({ text: applied.text, publicDir }) }
}
