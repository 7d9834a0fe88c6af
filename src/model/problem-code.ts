import type { JsonSafe } from './json-safe.ts'

/** A column of the text of site.yaml that lines below may line up with: a key, or the dash of a list item. */
export interface TextColumn {
  /** Spaces before it. */
  indent: number
  line: number
  /** How the column is named in a message: "heading:" or "- type: hero". */
  label: string
  isItem: boolean
  /** A key written after a list dash on the same line, whose indentation counts the dash. */
  isAfterDash: boolean
  /** A key with its value on the same line: nothing may be indented under it. */
  hasValue: boolean
}

/**
 * The arguments of each message of the checker, by its code. The code is the name of the message in the
 * checker's catalogue (src/validation/messages.ts, which is checked against this list): stable, so that
 * the admin's form can say each problem in its own words.
 */
export interface ProblemArguments {
  languageListedTwice: [where: string, code: string, first: string]
  mainLanguageListed: [where: string, code: string]
  languagePathTaken: [where: string, path: string, other: string, isWritten: boolean]
  languagePathIsPage: [where: string, path: string, name: string, mainName: string]
  languagePathReserved: [where: string, path: string, use: string]
  unknownPageLanguage: [where: string, code: string, codes: string[], others: string[]]
  pageOutsideLanguagePath: [where: string, address: string, name: string, path: string]
  mainPageUnderLanguagePath: [where: string, name: string, code: string, path: string, mainName: string]
  translationOfMainPage: [where: string, mainName: string]
  translationOfMissing: [where: string, target: string, mainName: string, near?: string]
  translationOfOtherLanguage: [where: string, target: string, name: string, mainName: string]
  translatedTwice: [where: string, target: string, name: string, first: string]
  noPageInLanguage: [where: string, link: string, name: string, mainName: string, near?: string]
  translatedListTooLong: [where: string, count: number, mainWhere: string, mainCount: number]
  keptFromMainLanguage: [where: string, key: string, kept: { place: string; value: unknown }]
  postTranslationOfMainPost: [where: string, mainName: string]
  postTranslationOfMissing: [where: string, id: number, mainName: string, mainIds: number[]]
  postTranslationOfOtherLanguage: [where: string, id: number, name: string, mainName: string]
  postTranslatedTwice: [where: string, id: number, name: string, first: unknown]
  duplicateSlugInLanguage: [where: string, slug: string, name: string]
  noBlogPage: [where: string, name: string, code: string, blogPath: string, mainBlogPath: string]
  relatedInOtherLanguage: [where: string, id: number, name: string]
  missingWords: [where: string, language: string, wordsAt: string, missing: string[], builtIn: string]
  duplicateKey: [key: string]
  unreadableLine: []
  colonInText: [text: string, fixed: string]
  colonInLongText: [key: string]
  missingSpaceAfterColon: [key: string, fixed: string]
  notKeyAndValue: [fixed?: string]
  outOfLine: [subject: TextColumn, column: TextColumn, hasValueAbove: boolean]
  missingDash: [item: TextColumn, itemKey?: TextColumn]
  blockTextOutOfLine: [indent: number, firstLine: number, firstIndent: number]
  missingSpaceAfterDash: [fixed: string]
  listItemAmongKeys: []
  tabInIndent: [where: 'start' | 'after spaces' | 'after dash']
  unclosedQuote: [quote: string, fixed: string]
  apostropheEndsQuote: [fixed: string]
  textAfterQuote: [fixed: string]
  specialStart: [char: string, fixed: string]
  strayMark: [mark: string, fixed: string]
  bracketInBraces: [mark: string, text: string, fixed: string]
  commentInBrackets: [open: '[' | '{', text: string, fixed: string]
  listOnKeyLine: [key?: string]
  unclosedBracket: [open: '[' | '{', fixed: string]
  backslashInQuotes: [sequence: string, fixed: string]
  threeDashes: []
  unknownKey: [where: string, key: string, allowed: string[], isTextAfterComma?: boolean]
  missingKey: [where: string, key: string, description?: string, label?: string]
  wrongType: [where: string, expected: string, value: unknown]
  emptyValue: [where: string, expected: string, key: string | number | undefined, isRequired?: boolean]
  textNeedsQuotes: [where: string, value: unknown, fixed: string]
  textReadAsKey: [where: string, fixed: string]
  trueOrFalse: [where: string, value: unknown, fixed: string, isQuoted: boolean]
  numberInQuotes: [where: string, expected: string, value: unknown, fixed: string]
  curlyQuotes: [where: string, value: string, fixed: string, isText: boolean]
  cutByComment: [where: string, kept: string, rest: string, fixed: string]
  textReadAsComment: [where: string, text: string, fixed: string]
  unknownBlockType: [where: string, type: string, known: string[]]
  missingBlockType: [where: string, known: string[]]
  notAllowed: [where: string, allowed: string[], value: unknown, meant?: string, hint?: string]
  badFormat: [where: string, expected: string, value: unknown, hint?: string]
  badLink: [where: string, expected: string, value: unknown, hint?: string]
  badFileAddress: [where: string, expected: string, value: unknown, hint?: string]
  badPath: [where: string, expected: string, value: unknown, hint?: string]
  likelyMeant: [where: string, expected: string, value: unknown, meant: string, fixed: string]
  impossibleDate: [where: string, expected: string, value: unknown, day: string]
  empty: [where: string]
  tooLong: [where: string, limit: number, length: number]
  tooFew: [where: string, limit: number]
  tooMany: [where: string, limit: number, count: number]
  outOfRange: [where: string, comparison: string, limit: number, value: unknown]
  brokenLink: [where: string, link: string, near?: string]
  linkToMisspeltPage: [where: string, link: string, written: string]
  whatsappNumberDiffers: [where: string, link: string, number: string, expectedLink: string]
  duplicatePage: [path: string]
  redirectClash: [where: string, from: string, clash: 'page' | 'redirect']
  reservedAddress: [where: string, address: string, use: string]
  invisibleInAddress: [where: string, address: string, what: string]
  redirectLoop: [where: string, from: string]
  duplicateSlug: [where: string, slug: string]
  duplicateId: [where: string, id: number]
  unknownCategory: [where: string, category: string, known: string[]]
  unknownRelatedPost: [where: string, id: number, known: number[]]
  relatedToItself: [where: string, id: number]
  missingFile: [where: string, file: string, near?: string]
  badPhone: [where: string, value: string]
  duplicateOption: [where: string, value: string, firstLabel: string]
  duplicateField: [where: string, name: string]
  optionsOnlyForSelect: [where: string]
  selectNeedsOptions: [where: string]
  optionsFromOnlyForSelect: [where: string, kind: string]
  optionsFromWithoutServices: [where: string]
  limitOnlyForTimeOrNumber: [where: string, key: string]
  badTimeLimit: [where: string, value: unknown, fixed?: string]
  badNumberLimit: [where: string, value: unknown]
  badStep: [where: string, value: unknown, isTime: boolean]
  minAfterMax: [where: string, min: string, max: string, isTime: boolean]
  unknownTimeZone: [where: string, zone: string, zones: readonly string[]]
  unknownForm: [where: string, id: string, known: string[]]
  navigationNeedsTarget: [where: string]
  tabNeedsTarget: [where: string]
  buttonNeedsAction: [where: string]
  unknownPrefillField: [where: string, name: string, formId: string, fields: string[]]
  badPrefillValue: [
    where: string,
    value: string,
    field: { form: string; name: string; options: string[]; line: number },
  ]
  missingSocialProfile: [where: string, network: string]
  unknownPhoneLabel: [where: string, label: string, labels: string[]]
  placeholder: [where: string, value: string]
  lowContrast: [
    where: string,
    drawn: { front: string; back: string; ratio: string; what: string; need: number },
    shade: string | undefined,
  ]
  cellsDoNotMatchColumns: [where: string, cells: number, columns: string[]]
  tableInPlainText: [where: string]
  unknownFont: [where: string, name: string, names: string[]]
  notValid: [where: string, reason: string]
}

/** The stable name of one message of the checker. */
export type ProblemCode = keyof ProblemArguments

/** The arguments of the message `K`, as they arrive over JSON. */
export type ProblemParams<K extends ProblemCode = ProblemCode> = JsonSafe<ProblemArguments[K]>

/** What the checker says about a mistake: which message, with what, and its words. */
export interface Explanation {
  /** The name of the message in the checker's catalogue; stable, unlike its words. */
  code: ProblemCode
  /** What the message was given, so that its words can be written again for another reader. */
  params: ProblemParams
  message: string
  hint?: string
}
