import type { CodedRefusal } from '../../../src/site-text/edit-error.ts'
import { applyEdit, EditError, type EditOp } from '../../../src/site-text/edit.ts'
import { readingOf } from '../tasks/checked-site.ts'
import { hasTooManyAliases, tooManyAliasesSentence } from './alias-limit.ts'

export interface ApplyEditsInput {
  text: string
  edits: EditOp[]
}

/** Why an edit cannot be made: in words, with the code of a coded refusal. */
export type EditRefused = { ok: false; message: string } & Partial<CodedRefusal>

/** The text with `edits` made in order, or why one of them cannot be made (then none is). */
export type ApplyEditsOutcome = { ok: true; text: string } | EditRefused

/** Makes a draft's edits on its text: a task of the worker pool, since a large text takes a while to read. */
export function applyEdits({ text, edits }: ApplyEditsInput): ApplyEditsOutcome {
  let next = text
  try {
    // The draft's text was checked in this thread a moment ago, most likely: its reading is reused, and
    // each text an edit makes is read from the one before (a change of the text view needs no reading).
    for (const edit of edits)
      next = applyEdit(next, edit, edit.op === 'splice' ? undefined : readingOf(next).source.doc)
  } catch (error) {
    if (error instanceof EditError) return { ok: false, message: error.message, ...error.coded }
    throw error
  }
  // Only a change of the text itself can add a part named with "*": the other edits write plain values.
  const isTextChanged = edits.some((edit) => edit.op === 'splice')
  if (isTextChanged && hasTooManyAliases(readingOf(next).source.doc))
    return { ok: false, message: tooManyAliasesSentence }
  return { ok: true, text: next }
}
