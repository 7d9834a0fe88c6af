import { dataChanges, type DataChange } from '../../model/data-changes.ts'
import { placeInWords } from '../../model/words/place-in-words.ts'
import type { WordsSchema } from '../../model/words/place-steps.ts'

/** At most this many changes are named; the rest are counted. */
const namedAtMost = 2

const verbs: Record<DataChange['kind'], string> = { added: 'added', removed: 'removed', changed: 'changed' }

/**
 * What the changes not published yet are, in one sentence, for the person who left them: "You changed the
 * summary of the service “Home Visits”.", "You changed the tagline in the business details and added the
 * service “Weekend Visits”, and made 3 more changes."; undefined when visitors would see no difference.
 */
export function leftChangesWords(before: unknown, after: unknown, schema: WordsSchema | undefined): string | undefined {
  const changes = dataChanges(before, after)
  if (changes.length === 0) return undefined
  const named = changes.slice(0, namedAtMost)
  const clauses = named.map(({ path, kind }, index) => {
    // A removed place is found, and named, in the published website.
    const place = placeInWords(path, kind === 'removed' ? before : after, schema)
    return index > 0 && named[index - 1]?.kind === kind ? place : `${verbs[kind]} ${place}`
  })
  const more = changes.length - named.length
  const rest = more > 0 ? `, and made ${more} more ${more === 1 ? 'change' : 'changes'}` : ''
  return `You ${clauses.join(' and ')}${rest}.`
}
