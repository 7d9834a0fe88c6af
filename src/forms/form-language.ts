import type { Words } from '../words/words.ts'

/**
 * The language a form speaks: its page's language tag, which days, times and numbers are written for, and that
 * language's words with the site's changes. The browser takes it from the page's shell, the receiver from the
 * language the form was sent in, so both give the same messages.
 */
export interface FormLanguage {
  locale: string
  words: Words
}

/** The language a page's shell speaks: `business.locale` is the page's language, `words` its words. */
export const formLanguageOf = (shell: { business: { locale: string }; words: Words }): FormLanguage => ({
  locale: shell.business.locale,
  words: shell.words,
})

/** A number as people of `locale` write it: "5,000", "0.5". */
export const figuresIn = (value: number, locale: string): string =>
  value.toLocaleString(locale, { maximumFractionDigits: 6 })
