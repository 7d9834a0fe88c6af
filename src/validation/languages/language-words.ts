import { isRecord } from '../../model/is-record.ts'
import { builtInLanguages } from '../../words/define-words.ts'
import { hasBuiltInWords, wordKeys } from '../../words/words.ts'
import { messages } from '../messages.ts'
import type { Context } from '../checks/semantic-context.ts'
import type { PathSegment } from '../source.ts'
import type { WrittenLanguage, WrittenLanguages } from './written-languages.ts'

// Named in English, as every message of the check is.
const names = new Intl.DisplayNames(['en-GB'], { type: 'language' })
const builtIn = new Intl.ListFormat('en-GB').format(builtInLanguages.map((code) => names.of(code) ?? code))

/**
 * A language whose words the product does not have built in gives every one of them under its "words:", or
 * its pages would mix its words with another language's. Reported once, at the language's code.
 */
export function checkLanguageWords({ data, report, where }: Context, languages: WrittenLanguages): void {
  const entries = Array.isArray(data.languages) ? (data.languages as unknown[]) : []
  const check = (language: WrittenLanguage, words: unknown, place: PathSegment[], wordsAt: string) => {
    if (hasBuiltInWords(language.code)) return
    const given = isRecord(words) ? words : {}
    const missing = wordKeys.filter((key) => typeof given[key] !== 'string')
    const name = `${names.of(language.code.split('-')[0]!) ?? language.code} ("${language.code}")`
    if (missing.length > 0) report(messages.missingWords(where(place), name, wordsAt, missing, builtIn), place)
  }
  if (languages.main) check(languages.main, data.words, ['business', 'locale'], '"words:" at the top of the file')
  for (const language of languages.others) {
    const entry = entries[language.index!]
    const at = ['languages', language.index!]
    check(language, isRecord(entry) ? entry.words : undefined, [...at, 'code'], where([...at, 'words']))
  }
}
