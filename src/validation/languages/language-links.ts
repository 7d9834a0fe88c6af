import { isRecord } from '../../model/is-record.ts'
import { messages } from '../messages.ts'
import type { Explanation } from '../problem.ts'
import { suggester } from '../suggestions/suggest.ts'
import { languageAtAddress, writtenLanguages } from './written-languages.ts'

/**
 * For a link to no page: when its address lies under a language's path, what to say of it, naming the language
 * and its nearest page; undefined for any other address. Reads the site once, for many links.
 */
export function linkUnderLanguage(
  data: Record<string, unknown>,
): (where: string, link: string, page: string) => Explanation | undefined {
  const languages = writtenLanguages(data)
  if (languages.others.length === 0 || !languages.main) return () => undefined
  const pages = Object.entries(isRecord(data.pages) ? data.pages : {})
  const nearPage = new Map(
    languages.others.map(({ code }) => [
      code,
      suggester(pages.flatMap(([address, page]) => (isRecord(page) && page.language === code ? [address] : []))),
    ]),
  )
  const mainName = languages.main.name
  return (where, link, page) => {
    const language = languageAtAddress(languages, page)
    if (!language) return undefined
    return messages.noPageInLanguage(where, link, language.name, mainName, nearPage.get(language.code)!(page))
  }
}
