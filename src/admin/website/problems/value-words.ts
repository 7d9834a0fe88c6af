import { fieldName } from '../form/json-schema.ts'
import type { OfficeWords } from './office-entry.ts'
import { choices, meantWords, plural, shown } from './plain-values.ts'

/** The checker calls the kind of a group of values by its name in the text; the form shows fields. */
const kindWords = (expected: string): string => (expected === 'a group of keys' ? 'a group of fields' : expected)

const typeAgain = 'type it again here'

/** The form's words for a value the schema refuses, or one written so that it reads as something else. */
export const valueWords = {
  unknownKey: (_where, key) => `“${key}” does not belong here`,
  missingKey: (_where, key, _description, label) => `“${fieldName({ 'x-label': label ?? undefined }, key)}” is missing`,
  wrongType: (_where, expected, value) => `this should be ${kindWords(expected)}, not ${shown(value)}`,
  emptyValue: (_where, expected) => `this is empty: it should be ${kindWords(expected)}`,
  textNeedsQuotes: (_where, value) => `this should be text, not ${shown(value)}: ${typeAgain}`,
  textReadAsKey: () => `this text was cut in two at its colon: ${typeAgain}`,
  trueOrFalse: (_where, value) => `this should be yes or no, not ${shown(value)}: choose again here`,
  numberInQuotes: (_where, expected, value) =>
    `${shown(value)} is kept as words, not as ${expected}: type the number again here`,
  curlyQuotes: (_where, _value, _fixed, isText) =>
    isText
      ? 'the curly quotes (‘ ’ or “ ”) around this would show on the website: remove them'
      : 'the curly quotes (‘ ’ or “ ”) around this stop it from being read: remove them',
  cutByComment: (_where, kept, rest) =>
    `only “${kept}” is kept: “${rest}” after the “#” is lost. Type the whole text again here`,
  textReadAsComment: (_where, text) =>
    `this is empty, because “${text}” starts with “#”, which hides it: type the text again here`,
  specialStart: (mark) => `text that starts with “${mark}” cannot be read as it is: ${typeAgain}`,
  duplicateKey: (name) =>
    `“${name}” is written twice here in the website’s text: ask your web developer to remove one of them`,
  unknownBlockType: (_where, type) => `“${type}” is not a kind of section the website has`,
  missingBlockType: () => 'this section does not say what kind of section it is: ask your web developer',
  notAllowed: (_where, allowed, value, meant) =>
    meant
      ? `${shown(value)} is not one of the choices${meantWords(meant)}`
      : `${shown(value)} is not one of the choices: choose ${choices(allowed)}`,
  badFormat: (_where, expected, value) => `this should be ${expected}, not ${shown(value)}`,
  badLink: (_where, _expected, value) =>
    `${shown(value)} is not a page of the website or a full web address: choose a page from the list, or write an address starting with https://`,
  badFileAddress: (_where, _expected, value) =>
    value
      ? `${shown(value)} is not one of the website’s pictures: choose or upload one`
      : 'no picture is chosen yet: choose or upload one',
  badPath: (_where, _expected, value) =>
    `${shown(value)} cannot be a web address: use small letters, digits and hyphens, like /our-work`,
  likelyMeant: (_where, _expected, value, meant) =>
    `${shown(value)} is not written as it should be${meantWords(meant)}`,
  impossibleDate: { words: (_where, _expected, value) => `there is no such day as ${shown(value)}`, showsHint: true },
  empty: () => 'this is empty: write something here',
  tooLong: {
    words: (_where, limit, length) => `this is ${length} characters long: make it ${limit} or fewer`,
    showsHint: true,
  },
  tooFew: (_where, limit) => `this needs at least ${plural(limit, 'item')}`,
  tooMany: (_where, limit, count) => `this has ${plural(count, 'item')}: the most it can have is ${limit}`,
  outOfRange: (_where, comparison, limit, value) =>
    `this should be a number ${comparison} ${limit}, not ${shown(value)}`,
  notValid: (_where, reason) => `this cannot be used here (${reason})`,
} satisfies OfficeWords
