/**
 * The refusals the editor's form says again in its own words, by code: the names are stable, the words
 * may change. Every other refusal is said as it is written.
 */
const codedRefusals = {
  /** The edit does not fit the text's shape there (the form and the text are out of step): said for developers. */
  doesNotFit: (detail: string) => detail,
  unreadableText: (reason: string) => `site.yaml cannot be edited until this mistake is fixed: ${reason}`,
  nameTaken: (where: string, taken: string, from: string) =>
    `${where} already has "${taken}", so "${from}" cannot be renamed to it.`,
}

export type EditRefusalCode = keyof typeof codedRefusals

export type EditRefusalParams<K extends EditRefusalCode = EditRefusalCode> = Parameters<(typeof codedRefusals)[K]>

/** Which coded refusal an EditError is, and with what; plain JSON, so that it crosses to the browser as it is. */
export interface CodedRefusal {
  code: EditRefusalCode
  params: EditRefusalParams
}

/** An edit that cannot be applied to site.yaml. The message is plain English, fit to show the person editing. */
export class EditError extends Error {
  override name = 'EditError'
  /** Set for the refusals of `codedRefusals`. */
  coded?: CodedRefusal
}

/** The EditError of a coded refusal, with its words. */
export function editRefusal<K extends EditRefusalCode>(code: K, ...params: EditRefusalParams<K>): EditError {
  const words = codedRefusals[code] as (...args: EditRefusalParams<K>) => string
  const error = new EditError(words(...params))
  error.coded = { code, params }
  return error
}
