import type { Context } from '../checks/semantic-context.ts'
import { checkLanguageList } from './language-list-checks.ts'
import { checkLanguageWords } from './language-words.ts'
import { checkPageLanguages } from './page-language-checks.ts'
import { checkPostLanguages } from './post-language-checks.ts'
import { checkTranslatedLists } from './translated-lists.ts'
import { writtenLanguages } from './written-languages.ts'

/**
 * The site's languages: each listed once and living at its own address, each page and post in one of them and
 * under its path, translations of main-language pages and posts, translated lists no longer than the main ones, and every
 * word of a language the product has no words for. Links into a language's pages are checked with the links.
 */
export function checkLanguages(context: Context): void {
  const languages = writtenLanguages(context.data)
  checkLanguageList(context, languages)
  checkPageLanguages(context, languages)
  checkPostLanguages(context, languages)
  checkTranslatedLists(context, languages)
  checkLanguageWords(context, languages)
}
