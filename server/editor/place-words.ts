import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PathSegment } from '../../src/model/data-path.ts'
import { placeInWords } from '../../src/model/words/place-in-words.ts'
import type { WordsSchema } from '../../src/model/words/place-steps.ts'

export { pageWords, quoted } from '../../src/model/words/place-in-words.ts'

let siteSchema: WordsSchema | undefined

/** schema/site.schema.json, read once: its labels and item names are the words for places. */
export function siteWordsSchema(): WordsSchema {
  siteSchema ??= JSON.parse(
    readFileSync(join(import.meta.dirname, '../../schema/site.schema.json'), 'utf8'),
  ) as WordsSchema
  return siteSchema
}

/** A place in site.yaml in plain words, for History and for what someone else changed meanwhile (see placeInWords). */
export const placeWords = (path: readonly PathSegment[], data: unknown): string =>
  placeInWords(path, data, siteWordsSchema())
