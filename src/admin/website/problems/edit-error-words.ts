import type { CodedRefusal, EditRefusalCode, EditRefusalParams } from '../../../site-text/edit-error.ts'
import { EditError } from '../../../site-text/edit-error.ts'
import { ApiError } from '../../app/api.ts'

/** The form's words for the coded refusals; a renamed code or changed arguments fail to compile. */
const refusalWords: { [K in EditRefusalCode]: (...params: EditRefusalParams<K>) => string } = {
  doesNotFit: () => 'This change could not be made here. Reload the page and try it again.',
  unreadableText: () =>
    'The form cannot make changes until a mistake in the website’s text is fixed: ask your web developer to fix it.',
  nameTaken: (_where, taken, from) =>
    `“${taken}” is already in use, so “${from}” cannot be given that name: choose another.`,
}

/** The coded refusal an edit was refused with, here (an EditError) or by the server (an ApiError). */
function codedRefusalOf(error: unknown): CodedRefusal | undefined {
  if (error instanceof EditError) return error.coded
  if (!(error instanceof ApiError)) return undefined
  const { code, params } = error.body
  return typeof code === 'string' && code in refusalWords && Array.isArray(params)
    ? ({ code, params } as CodedRefusal)
    : undefined
}

/**
 * A change the editor could not make, said for the office: a coded refusal in the form's own words, any
 * other (written for people) as it is.
 */
export function editErrorWords(error: unknown): string {
  const coded = codedRefusalOf(error)
  if (coded) return (refusalWords[coded.code] as (...params: EditRefusalParams) => string)(...coded.params)
  return error instanceof Error ? error.message : String(error)
}
