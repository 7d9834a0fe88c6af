import { wordsFor } from '../words/words.ts'
import type { FormLanguage } from './form-language.ts'

/**
 * How the business reads the requests it received (the inbox, the e-mail, the Excel file): in the admin's English,
 * whatever language the visitor wrote in. The server's and the admin's alone: it carries the table of words.
 */
export const businessLanguage: FormLanguage = { locale: 'en-GB', words: wordsFor('en') }
