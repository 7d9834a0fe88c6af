import { defineWords } from '../define-words.ts'

/** Words of the language switch. */
export const languageWords = defineWords({
  en: {
    otherLanguages: 'This page in another language',
  },
  sw: {
    otherLanguages: 'Ukurasa huu kwa lugha nyingine',
  },
})
