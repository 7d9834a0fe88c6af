import { isRecord } from '../../model/is-record.ts'
import { messages } from '../messages.ts'
import type { Context } from '../checks/semantic-context.ts'
import type { PathSegment } from '../source.ts'
import type { WrittenLanguages } from './written-languages.ts'

/**
 * A language's texts give a list's items by their place in the main language's list: an item past its end
 * translates nothing, and is reported at the first such item.
 */
export function checkTranslatedLists(context: Context, languages: WrittenLanguages): void {
  const entries = Array.isArray(context.data.languages) ? (context.data.languages as unknown[]) : []
  for (const { index } of languages.others) {
    const language = entries[index!]
    if (isRecord(language) && isRecord(language.texts))
      compare(context, language.texts, context.data, ['languages', index!, 'texts'], [])
  }
}

function compare(context: Context, texts: unknown, main: unknown, at: PathSegment[], mainAt: PathSegment[]): void {
  if (Array.isArray(texts) && Array.isArray(main)) {
    if (texts.length > main.length) {
      const message = messages.translatedListTooLong(
        context.where(at),
        texts.length,
        context.where(mainAt),
        main.length,
      )
      context.report(message, [...at, main.length])
    }
    main.forEach((item, index) => compare(context, texts[index], item, [...at, index], [...mainAt, index]))
  } else if (isRecord(texts) && isRecord(main))
    for (const [key, value] of Object.entries(texts)) compare(context, value, main[key], [...at, key], [...mainAt, key])
}
