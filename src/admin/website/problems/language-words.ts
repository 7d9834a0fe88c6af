import { labelOf } from '../form/json-schema.ts'
import type { OfficeWords } from './office-entry.ts'
import { choices, meantWords } from './plain-values.ts'

/** The form's words for the checks of a website in several languages. */
export const languageWords = {
  languageListedTwice: (_where, code) => `“${code}” is listed twice: keep one of them`,
  mainLanguageListed: (_where, code) =>
    `“${code}” is the main language of the website: list only the other languages here`,
  languagePathTaken: (_where, path, other) => `“${path}” is already where the pages in ${other} are`,
  languagePathIsPage: {
    words: (_where, path, name, mainName) =>
      `“${path}” is the address of a page in ${mainName}, so the ${name} pages cannot be there`,
    showsHint: true,
  },
  languagePathReserved: {
    words: (_where, path, use) => `the address “${path}” is kept for the website’s own workings (${use})`,
    showsHint: true,
  },
  unknownPageLanguage: (_where, code, codes) =>
    `“${code}” is not one of the website’s languages: choose ${choices(codes)}`,
  pageOutsideLanguagePath: (_where, _address, name, path) =>
    `this page is in ${name}, so its address should start with “${path}”`,
  mainPageUnderLanguagePath: (_where, name, _code, path, mainName) =>
    `this page is in ${mainName}, but the addresses starting with “${path}” are for the ${name} pages: choose another address, or say the page is in ${name}`,
  translationOfMainPage: (_where, mainName) =>
    `this page is in ${mainName}, the main language, so it cannot be the translation of another page`,
  translationOfMissing: (_where, target, _mainName, near) =>
    `there is no page “${target}” to translate${meantWords(near)}`,
  translationOfOtherLanguage: (_where, target, name, mainName) =>
    `“${target}” is a page in ${name}: choose the ${mainName} page that this page translates`,
  translatedTwice: (_where, target, name, first) =>
    `“${target}” already has a ${name} translation: the page “${first}”`,
  noPageInLanguage: (_where, link, name, _mainName, near) => `there is no ${name} page at “${link}”${meantWords(near)}`,
  translatedListTooLong: {
    words: (_where, count, _mainWhere, mainCount) =>
      `this translation has ${count} items, but the main language has ${mainCount}`,
    showsHint: true,
  },
  keptFromMainLanguage: (_where, name) =>
    `“${labelOf(name)}” is the same in every language, so it is not translated: remove it here`,
  postTranslationOfMainPost: (_where, mainName) =>
    `this post is in ${mainName}, the main language, so it cannot be the translation of another post`,
  postTranslationOfMissing: (_where, id, mainName) => `there is no ${mainName} post number ${id} to translate`,
  postTranslationOfOtherLanguage: (_where, id, name, mainName) =>
    `post number ${id} is in ${name}: choose the ${mainName} post that this post translates`,
  postTranslatedTwice: (_where, id, name, first) =>
    `post number ${id} already has a ${name} translation: post number ${String(first)}`,
  duplicateSlugInLanguage: (_where, slug, name) => `the web address “${slug}” is used by another ${name} post`,
  noBlogPage: (_where, name, _code, blogPath) =>
    `the ${name} posts are listed at “${blogPath}”, but there is no page there: add a ${name} page at that address with the latest blog posts`,
  relatedInOtherLanguage: {
    words: (_where, id, name) => `post number ${id} is not in ${name}, and has no ${name} translation`,
    showsHint: true,
  },
  missingWords: (_where, language, _wordsAt, missing) =>
    `the website’s own words, such as those on its buttons, are not ready-made in ${language}: ${missing.length} of them still need writing`,
} satisfies OfficeWords
