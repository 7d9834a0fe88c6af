import { isRecord } from '../../model/is-record.ts'
import { messages } from '../messages.ts'
import type { Context } from '../checks/semantic-context.ts'
import { suggester } from '../suggestions/suggest.ts'
import { isCleanAddress, languageAtAddress, type WrittenLanguage, type WrittenLanguages } from './written-languages.ts'

/**
 * Each page is in one of the site's languages and lives under that language's path; a page in another
 * language than the main one may translate one page of the main language, which it shares with no other
 * page of its language.
 */
export function checkPageLanguages(context: Context, languages: WrittenLanguages): void {
  const { data, report, where } = context
  const { main, others } = languages
  if (!main || !isRecord(data.pages)) return
  const pages = Object.entries(data.pages).filter((entry): entry is [string, Record<string, unknown>] =>
    isRecord(entry[1]),
  )
  const byCode = new Map(others.map((language) => [language.code, language]))
  const languageOf = (page: Record<string, unknown>): WrittenLanguage | undefined =>
    page.language === undefined || page.language === main.code ? main : byCode.get(String(page.language))
  const mainPages = pages.flatMap(([address, page]) => (languageOf(page) === main ? [address] : []))
  const nearMainPage = suggester(mainPages)
  const translated = new Map<string, string>()
  for (const [address, page] of pages) {
    const language = languageOf(page)
    if (!language) {
      const place = ['pages', address, 'language']
      const codes = [...byCode.keys()]
      if (typeof page.language === 'string')
        report(messages.unknownPageLanguage(where(place), page.language, [main.code, ...codes], codes), place)
      continue
    }
    if (isCleanAddress(address)) checkAddress(context, languages, address, language)
    if (!isCleanAddress(page.translationOf)) continue
    const place = ['pages', address, 'translationOf']
    const target = page.translationOf
    const targetPage = data.pages[target]
    const key = `${language.code} ${target}`
    if (language === main) report(messages.translationOfMainPage(where(place), main.name), place)
    else if (!isRecord(targetPage))
      report(messages.translationOfMissing(where(place), target, main.name, nearMainPage(target)), place)
    else if (languageOf(targetPage) !== main)
      report(
        messages.translationOfOtherLanguage(
          where(place),
          target,
          languageOf(targetPage)?.name ?? String(targetPage.language),
          main.name,
        ),
        place,
      )
    else if (translated.has(key))
      report(messages.translatedTwice(where(place), target, language.name, translated.get(key)!), place)
    else translated.set(key, address)
  }
}

/** A page of the main language lives under no other language's path; a page of another language under its own. */
function checkAddress(
  { report, where }: Context,
  languages: WrittenLanguages,
  address: string,
  language: WrittenLanguage,
): void {
  const place = ['pages', address]
  const home = languageAtAddress(languages, address)
  if (language === languages.main) {
    // A main-language page at a language's very path is reported at that language's path.
    if (home && home.path !== address)
      report(messages.mainPageUnderLanguagePath(where(place), home.name, home.code, home.path, language.name), place, {
        onKey: true,
      })
    return
  }
  // A language whose pages would live at "/", or at an address the schema refuses, is reported at its path.
  if (home !== language && language.path !== '/' && language.isPathClean)
    report(messages.pageOutsideLanguagePath(where(place), address, language.name, language.path), place, {
      onKey: true,
    })
}
