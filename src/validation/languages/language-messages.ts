import type { Wording } from '../coded-catalog.ts'
import { didYouMean, listOf, shortList } from '../suggestions/suggest.ts'

const joined = (...hints: (string | undefined)[]): string => hints.filter(Boolean).join(' ')

/** The address a page of a language would have under that language's path: "/sw" and "/about" give "/sw/about". */
const under = (path: string, address: string): string => (address === '/' ? path : `${path}${address}`)

/** The messages about a site's languages; part of the one catalogue, `messages`. */
export const languageMessages = {
  languageListedTwice: (where: string, code: string, first: string): Wording => ({
    message: `${where}: "${code}" is listed twice: it is also ${first}`,
    hint: 'List each language once: keep one of them, with its texts and words.',
  }),
  mainLanguageListed: (where: string, code: string): Wording => ({
    message: `${where}: "${code}" is the main language of the site (business.locale), not another language`,
    hint: 'List only the other languages here: the rest of the file is written in the main language.',
  }),
  languagePathTaken: (where: string, path: string, other: string, isWritten: boolean): Wording => ({
    message: `${where}: "${path}" is already where the pages in ${other} live`,
    hint: joined(
      'Give each language a path of its own.',
      isWritten ? undefined : `Without "path:", a language's pages live at its short code, here "${path}".`,
    ),
  }),
  languagePathIsPage: (where: string, path: string, name: string, mainName: string): Wording => ({
    message: `${where}: "${path}" is the address of a page in ${mainName}, so the ${name} pages cannot live there`,
    hint: 'Choose another path for the language, such as its short code, or move the page to another address.',
  }),
  languagePathReserved: (where: string, path: string, use: string): Wording => ({
    message: `${where}: the address "${path}" belongs to the site's own workings (${use}), so a language's pages cannot live there`,
    hint: "Choose another path, such as the language's short code.",
  }),
  unknownPageLanguage: (where: string, code: string, codes: string[], others: string[]): Wording => ({
    message: `${where}: "${code}" is not one of the site's languages`,
    hint: joined(
      // Only another language is offered: a page in an unknown language is no page of the main one.
      didYouMean(code, others),
      `The site's languages: ${listOf(codes)}. Add the language under "languages:", or write one of these.`,
    ),
  }),
  pageOutsideLanguagePath: (where: string, address: string, name: string, path: string): Wording => ({
    message: `${where}: the page is in ${name}, but its address is not "${path}" or under it, where the ${name} pages live`,
    hint: `Give it an address under "${path}", such as "${under(path, address)}".`,
  }),
  mainPageUnderLanguagePath: (where: string, name: string, code: string, path: string, mainName: string): Wording => ({
    message: `${where}: the page is in ${mainName}, the main language, but "${path}" is where the ${name} pages live`,
    hint: `If it is written in ${name}, add language: ${code} and translationOf: with the ${mainName} page it translates. Otherwise give it an address outside "${path}".`,
  }),
  translationOfMainPage: (where: string, mainName: string): Wording => ({
    message: `${where}: the page is in ${mainName}, the main language, so it is not a translation of another page`,
    hint: 'Remove translationOf, or add language: with the code of the language the page is written in.',
  }),
  translationOfMissing: (where: string, target: string, mainName: string, near?: string): Wording => ({
    message: `${where}: there is no page "${target}" to translate`,
    hint: joined(
      near ? `did you mean "${near}"?` : undefined,
      `Name the ${mainName} page this page translates, as its address is written under "pages:".`,
    ),
  }),
  translationOfOtherLanguage: (where: string, target: string, name: string, mainName: string): Wording => ({
    message: `${where}: "${target}" is a page in ${name}, not in ${mainName}, the main language`,
    hint: `Name the ${mainName} page that this page translates.`,
  }),
  translatedTwice: (where: string, target: string, name: string, first: string): Wording => ({
    message: `${where}: "${target}" is already translated into ${name} by the page "${first}"`,
    hint: 'A page has one translation in each language: remove translationOf from one of the two, or name another page.',
  }),
  noPageInLanguage: (where: string, link: string, name: string, mainName: string, near?: string): Wording => ({
    message: `${where}: there is no ${name} page at "${link}"`,
    hint: joined(
      near ? `did you mean "${near}"?` : undefined,
      `Link to a ${name} page, or to the ${mainName} page: a link to it leads to its ${name} translation when there is one.`,
    ),
  }),
  translatedListTooLong: (where: string, count: number, mainWhere: string, mainCount: number): Wording => ({
    message: `${where}: the translation has ${count} items, but ${mainWhere} has ${mainCount}`,
    hint: 'Translate the items of the main language, in the same order: remove the extra ones, or add them to the main language first.',
  }),
  keptFromMainLanguage: (where: string, key: string, kept: { place: string; value: unknown }): Wording => ({
    message: `${where}: "${key}" is the same in every language, so it is not translated: it is written once, at ${kept.place}`,
    hint: joined(
      "Remove it here: a language's texts give only words, such as labels, titles and messages.",
      typeof kept.value === 'string' && kept.value.startsWith('/')
        ? 'A link leads to the page in this language by itself when that page has a translation.'
        : undefined,
    ),
  }),
  postTranslationOfMainPost: (where: string, mainName: string): Wording => ({
    message: `${where}: the post is in ${mainName}, the main language, so it is not a translation of another post`,
    hint: 'Remove translationOf, or add language: with the code of the language the post is written in.',
  }),
  postTranslationOfMissing: (where: string, id: number, mainName: string, mainIds: number[]): Wording => ({
    message: `${where}: there is no post ${id} in ${mainName} to translate`,
    hint: `Write the id of the ${mainName} post this post translates${mainIds.length ? `: ${shortList(mainIds.map(String), 8)}` : ''}.`,
  }),
  postTranslationOfOtherLanguage: (where: string, id: number, name: string, mainName: string): Wording => ({
    message: `${where}: post ${id} is in ${name}, not in ${mainName}, the main language`,
    hint: `Write the id of the ${mainName} post that this post translates.`,
  }),
  postTranslatedTwice: (where: string, id: number, name: string, first: unknown): Wording => ({
    message: `${where}: post ${id} is already translated into ${name} by post ${String(first)}`,
    hint: 'A post has one translation in each language: remove translationOf from one of the two, or name another post.',
  }),
  duplicateSlugInLanguage: (where: string, slug: string, name: string): Wording => ({
    message: `${where}: the slug "${slug}" is used by another post in ${name}`,
    hint: 'Each post of a language needs its own slug: it is the last part of its address. A translation may keep the slug of the post it translates.',
  }),
  noBlogPage: (where: string, name: string, code: string, blogPath: string, mainBlogPath: string): Wording => ({
    message: `${where}: the ${name} posts are listed at "${blogPath}", but there is no page there`,
    hint: `Add a page "${blogPath}" with language: ${code}, translationOf: "${mainBlogPath}" and a "Latest blog posts" (blog-posts) section.`,
  }),
  relatedInOtherLanguage: (where: string, id: number, name: string): Wording => ({
    message: `${where}: post ${id} is not in ${name}, and has no ${name} translation to suggest instead`,
    hint: `Suggest posts written in ${name}, or translate post ${id} first.`,
  }),
  missingWords: (where: string, language: string, wordsAt: string, missing: string[], builtIn: string): Wording => ({
    message: `${where}: the website's own words are not built in for ${language}, and ${missing.length} of them are missing under ${wordsAt}`,
    hint: `Words are built in for ${builtIn} only. Give every word in this language under ${wordsAt}: ${listOf(missing, 5)}.`,
  }),
}
