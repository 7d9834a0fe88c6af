import { isRecord } from '../../model/is-record.ts'
import { reservedAddressOf } from '../../model/reserved-addresses.ts'
import { messages } from '../messages.ts'
import type { Context } from '../checks/semantic-context.ts'
import type { PathSegment } from '../source.ts'
import type { WrittenLanguage, WrittenLanguages } from './written-languages.ts'

/** Where a problem with a language's path is shown: at its path, or at its code when the path is made from it. */
const pathPlace = ({ index, isPathWritten }: WrittenLanguage): PathSegment[] => [
  'languages',
  index!,
  isPathWritten ? 'path' : 'code',
]

/** "Kiswahili (languages[0])", or "English (the main language)". */
const languageNamed = (language: WrittenLanguage, where: Context['where']): string =>
  language.index === undefined
    ? `${language.name} (the main language)`
    : `${language.name} (${where(['languages', language.index])})`

/**
 * Each language under "languages:" is another language than the main one and than each other, and its pages
 * live at an address of their own: no other language's, no page of the main language's, none the server keeps.
 */
export function checkLanguageList({ data, report, where }: Context, languages: WrittenLanguages): void {
  const { main, others } = languages
  const pages = isRecord(data.pages) ? data.pages : {}
  const byCode = new Map<string, WrittenLanguage>()
  const byPath = new Map<string, WrittenLanguage>(main ? [[main.path, main]] : [])
  for (const language of others) {
    const codePlace = ['languages', language.index!, 'code']
    const sameCode = byCode.get(language.code)
    if (language.code === main?.code) report(messages.mainLanguageListed(where(codePlace), language.code), codePlace)
    else if (sameCode)
      report(
        messages.languageListedTwice(where(codePlace), language.code, where(['languages', sameCode.index!])),
        codePlace,
      )
    byCode.set(language.code, sameCode ?? language)
    if (language.code === main?.code || sameCode || !language.isPathClean) continue
    const place = pathPlace(language)
    const samePath = byPath.get(language.path)
    const page = pages[language.path]
    const reserved = reservedAddressOf(language.path)
    if (samePath)
      report(
        messages.languagePathTaken(where(place), language.path, languageNamed(samePath, where), language.isPathWritten),
        place,
      )
    else if (reserved) report(messages.languagePathReserved(where(place), language.path, reserved.use), place)
    else if (isRecord(page) && (page.language === undefined || page.language === main?.code))
      report(
        messages.languagePathIsPage(where(place), language.path, language.name, main?.name ?? 'the main language'),
        place,
      )
    byPath.set(language.path, samePath ?? language)
  }
}
