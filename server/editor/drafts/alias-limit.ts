import { visit, type Document } from 'yaml'

/**
 * How many parts, in all, a text may name with `*` once read, counting each inside another as often
 * as it is repeated (the `yaml` reader's `maxAliasCount`). A few lines that name each other can
 * otherwise grow to billions of values: an alias bomb.
 */
export const maxAliasCount = 100

export const tooManyAliasesSentence =
  'The text names a part marked with "&" (by writing "*" and its name) so many times that it cannot be read, ' +
  'so the change was not kept. Write the part out in full wherever it is needed.'

/** Whether reading `doc` as data would repeat its named parts more often than `maxAliasCount` allows. */
export function hasTooManyAliases(doc: Document.Parsed): boolean {
  let hasAlias = false
  visit(doc, { Alias: () => ((hasAlias = true), visit.BREAK) })
  if (!hasAlias) return false
  try {
    doc.toJS({ maxAliasCount })
    return false
  } catch (error) {
    if (error instanceof ReferenceError) return true
    throw error
  }
}
