import type { CodedRefusal, EditRefusalCode, EditRefusalParams } from '../../../site-text/edit-error.ts'
import { EditError } from '../../../site-text/edit-error.ts'
import { ApiError } from '../../app/api.ts'

/** The form's words for the coded refusals; a renamed code or changed arguments fail to compile. */
const refusalWords: { [K in EditRefusalCode]: (...params: EditRefusalParams<K>) => string } = {
  unreadableText: () =>
    'The form cannot make changes until a mistake in the website’s text is fixed: ask your web developer to fix it.',
  nameTaken: (_where, taken, from) =>
    `“${taken}” is already in use, so “${from}” cannot be given that name: choose another.`,
}

/** Marks of a sentence about the text's structure rather than the website: paths, keys, maps, lists. */
const aboutTheText = /\b(path|keys?|map|list|value|item|scalar|explicit)\b|[[\]]|\w\.[\w/[]/i

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
 * other sentence about the text's structure as one plain sentence, and the rest as they are.
 */
export function editErrorWords(error: unknown): string {
  const coded = codedRefusalOf(error)
  if (coded) return (refusalWords[coded.code] as (...params: EditRefusalParams) => string)(...coded.params)
  const message = error instanceof Error ? error.message : String(error)
  if (aboutTheText.test(message)) return 'This change could not be made here. Reload the page and try it again.'
  return message
}
