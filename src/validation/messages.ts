import { formatPath } from '../model/data-path.ts'
import type { ProblemArguments, ProblemCode } from '../model/problem-code.ts'
import { coded, type Wording } from './coded-catalog.ts'
import { languageMessages } from './languages/language-messages.ts'
import { didYouMean, listOf, shortList } from './suggestions/suggest.ts'
import type { Column } from './yaml/yaml-layout.ts'
import { shownText } from './yaml/yaml-text.ts'

const found = (value: unknown): string => {
  if (value === null || value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of keys'
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`
  return `${typeof value === 'number' ? 'the number' : typeof value} ${String(value)}`
}

const escapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** Text in double quotes with its invisible characters written as YAML escapes, so a person can see them. */
const visibleText = (text: string): string =>
  `"${text.replace(/[\p{Cc}\u2028\u2029]/gu, (character) => escapes[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`

const spaces = (count: number): string => `${count} space${count === 1 ? '' : 's'}`

const indented = ({ indent, isAfterDash }: Pick<Column, 'indent' | 'isAfterDash'>): string =>
  indent === 0 ? 'not indented' : `indented ${spaces(indent)}${isAfterDash ? ' (counting the "- ")' : ''}`

const quotedLabel = (column: Column): string => `"${column.label}"`

const joinHints = (...hints: (string | undefined)[]): string | undefined => hints.filter(Boolean).join(' ') || undefined

const badFormat = (where: string, expected: string, value: unknown, hint?: string): Wording => ({
  message: `${where}: expected ${expected}, found ${found(value)}`,
  hint,
})

/** The words of each message, from the arguments src/model/problem-code.ts lists for its code. */
type Catalog = { [K in ProblemCode]: (...args: ProblemArguments[K]) => Wording }

/**
 * Every message an editor can get about site.yaml. Each says where (the path in words), what was
 * expected, what was found, and how to fix it. An entry's name is its code: the admin's form tells the
 * mistakes apart by it, so a name stays as it is once given.
 */
const catalog = {
  ...languageMessages,
  duplicateKey: (key: string): Wording => ({
    message: `"${key}" is written twice in the same place`,
    hint: 'Keep one of them: YAML would silently drop the other.',
  }),
  unreadableLine: (): Wording => ({
    message: 'this line cannot be read',
    hint:
      'Compare it with the lines around it: keys of one group start in the same column, each key is followed by ' +
      'a colon and a space, and text that holds ": " or " #", or starts with a quote, goes in quotes.',
  }),
  colonInText: (text: string, fixed: string): Wording => ({
    message: `the text "${shownText(text)}" ${/:\s/.test(text) ? 'has a colon followed by a space' : 'ends with a colon'}, so it needs quotes around it`,
    hint: `Put the whole text in quotes: ${fixed}`,
  }),
  colonInLongText: (key: string): Wording => ({
    message: `the text of "${key}" goes on over several lines and has a colon followed by a space in it`,
    hint: `Write "${key}: |" and the text on the lines below it, indented, or put the whole text in quotes.`,
  }),
  missingSpaceAfterColon: (key: string, fixed: string): Wording => ({
    message: `"${key}:" needs a space after the colon`,
    hint: `Write it like this: ${fixed}`,
  }),
  notKeyAndValue: (fixed?: string): Wording => ({
    message: 'this line has no colon between its key and its value',
    hint: `Write the key, a colon and a space, then the value, like ${fixed ?? 'title: Home'}`,
  }),
  outOfLine: (subject: Column, column: Column, hasValueAbove: boolean): Wording => {
    const shift = subject.indent - column.indent
    const fix = subject.isAfterDash
      ? `${shift > 0 ? 'remove' : 'add'} ${spaces(Math.abs(shift))} between the dash and ${quotedLabel(subject)}`
      : column.indent === 0
        ? 'remove the spaces before it'
        : `indent it ${spaces(column.indent)}`
    return {
      message: `${quotedLabel(subject)} is ${indented(subject)}, but ${quotedLabel(column)} on line ${column.line} is ${indented(column)}`,
      hint: joinHints(
        `Line it up with ${quotedLabel(column)} on line ${column.line}: ${fix}.`,
        hasValueAbove
          ? `If it belongs under ${quotedLabel(column)}, move the value of ${quotedLabel(column)} off its line.`
          : undefined,
      ),
    }
  },
  missingDash: (item: Column, itemKey?: Column): Wording => ({
    message: `this line has no "- ", but the list item on line ${item.line} above it starts with one`,
    hint: `Start it with "- " if it is a new item of the list${
      itemKey
        ? `, or indent it ${spaces(itemKey.indent)} to line it up with ${quotedLabel(itemKey)} on line ${itemKey.line} if it belongs to that item`
        : ''
    }.`,
  }),
  blockTextOutOfLine: (indent: number, firstLine: number, firstIndent: number): Wording => ({
    message: `this line of the text is ${indented({ indent, isAfterDash: false })}, less than its first line (line ${firstLine}, ${spaces(firstIndent)})`,
    hint: `Indent every line of the text at least ${spaces(firstIndent)}, like line ${firstLine}.`,
  }),
  missingSpaceAfterDash: (fixed: string): Wording => ({
    message: 'the dash of a list item needs a space after it',
    hint: `Write it like this: ${fixed}`,
  }),
  listItemAmongKeys: (): Wording => ({
    message: 'a list item ("- ") cannot stand among keys',
    hint: "Put the list under a key of its own, with nothing after that key's colon, and indent the items two spaces more than the key.",
  }),
  tabInIndent: (where: 'start' | 'after spaces' | 'after dash'): Wording => ({
    message:
      where === 'start'
        ? 'this line is indented with a tab'
        : where === 'after spaces'
          ? 'there is a tab after the spaces at the start of this line'
          : 'there is a tab after the "-" of this list item',
    hint: 'YAML allows only spaces here: replace the tab with spaces, lined up with the lines around it. Most editors can turn tabs into spaces.',
  }),
  unclosedQuote: (quote: string, fixed: string): Wording => ({
    message: `the quote ${quote} opened here is never closed`,
    hint: `End the text with ${quote} on the same line: ${fixed}`,
  }),
  apostropheEndsQuote: (fixed: string): Wording => ({
    message: 'the apostrophe ends the text in single quotes too early',
    hint: `Put text with an apostrophe in double quotes: ${fixed}`,
  }),
  textAfterQuote: (fixed: string): Wording => ({
    message: 'there is more text after the closing quote',
    hint: `Put the whole text inside the quotes: ${fixed}`,
  }),
  specialStart: (char: string, fixed: string): Wording => ({
    message: `text that starts with "${char}" needs quotes around it`,
    hint: `Write it like this: ${fixed}`,
  }),
  strayMark: (mark: string, fixed: string): Wording => ({
    message: `the ${mark} at the start of this line does not belong there`,
    hint: `Remove it: ${fixed}`,
  }),
  bracketInBraces: (mark: string, text: string, fixed: string): Wording => ({
    message: `"${shownText(text)}" is inside { } and has a "${mark}" in it, so it needs quotes around it`,
    hint: `Write it like this: ${fixed}`,
  }),
  commentInBrackets: (open: '[' | '{', text: string, fixed: string): Wording => ({
    message: `"${shownText(text)}" is inside ${open === '[' ? '[ ]' : '{ }'} and has " #" in it, which starts a comment: the rest of the line, the closing "${open === '[' ? ']' : '}'}" too, is not read`,
    hint: `Put the text in quotes: ${fixed}`,
  }),
  listOnKeyLine: (key?: string): Wording => ({
    message: 'a list cannot start on the same line as its key',
    hint: `Put each item on its own line${key ? ` under "${key}:"` : ''}, starting with "- ", or put the text in quotes.`,
  }),
  unclosedBracket: (open: '[' | '{', fixed: string): Wording => ({
    message: `the ${open === '[' ? 'list' : 'group'} opened with "${open}" here is never closed with "${open === '[' ? ']' : '}'}"`,
    hint: `Close it on the same line: ${fixed}`,
  }),
  backslashInQuotes: (sequence: string, fixed: string): Wording => ({
    message: `"${sequence}" cannot be written inside double quotes: a backslash there starts a special character`,
    hint: `Use single quotes, in which a backslash is just a backslash: ${fixed}`,
  }),
  threeDashes: (): Wording => ({
    message: 'a line of three dashes (---) ends the file here: YAML reads what follows as a second file',
    hint: 'Remove the line. Inside a block of text (after "|"), indent it like the text around it.',
  }),
  unknownKey: (where: string, key: string, allowed: string[], isTextAfterComma = false): Wording => ({
    message: `${where}: unknown key "${key}"`,
    hint: joinHints(
      isTextAfterComma
        ? 'Inside { }, a comma ends the text before it: put text with a comma in quotes.'
        : didYouMean(key, allowed),
      allowed.length ? `Keys allowed here: ${listOf(allowed)}.` : undefined,
    ),
  }),
  missingKey: (where: string, key: string, description?: string, _label?: string): Wording => ({
    message: `${where}: "${key}" is required but missing`,
    hint: `Add ${key}: ...${description ? ` (${description})` : ''}`,
  }),
  wrongType: (where: string, expected: string, value: unknown): Wording => ({
    message: `${where}: expected ${expected}, found ${found(value)}`,
    hint: expected === 'a list' ? 'Start each item of a list on its own line with "- ".' : undefined,
  }),
  emptyValue: (where: string, expected: string, key: string | number | undefined, isRequired?: boolean): Wording => ({
    message: `${where}: expected ${expected}, found nothing`,
    hint:
      typeof key !== 'string'
        ? 'Write the item after "- ", or remove the line.'
        : expected === 'a list'
          ? `Write the items under "${key}:", each on its own line starting with "- "${isRequired === false ? ', or remove the line' : ''}.`
          : `Write ${expected === 'text' ? 'the text' : 'the value'} after "${key}: "${isRequired === false ? ', or remove the line' : ''}.`,
  }),
  textNeedsQuotes: (where: string, value: unknown, fixed: string): Wording => ({
    message: `${where}: expected text, found ${found(value)}`,
    hint: `Put it in quotes to keep it as text: ${fixed}`,
  }),
  textReadAsKey: (where: string, fixed: string): Wording => ({
    message: `${where}: expected text, found a group of keys`,
    hint: `A colon followed by a space makes YAML read a key. Put the whole text in quotes: ${fixed}`,
  }),
  trueOrFalse: (where: string, value: unknown, fixed: string, isQuoted: boolean): Wording => ({
    message: `${where}: expected true or false, found ${found(value)}`,
    hint: `Write true or false${isQuoted ? ', without quotes' : ''}: ${fixed}`,
  }),
  numberInQuotes: (where: string, expected: string, value: unknown, fixed: string): Wording => ({
    message: `${where}: expected ${expected}, found ${found(value)}`,
    hint: `Write the number without quotes: ${fixed}`,
  }),
  curlyQuotes: (where: string, value: string, fixed: string, isText: boolean): Wording => ({
    message: `${where}: ${found(value)} is in curly quotes (‘ ’ or “ ”), which become part of the value`,
    hint: isText ? `Use straight quotes: ${fixed}` : `Write it without quotes: ${fixed}`,
  }),
  cutByComment: (where: string, kept: string, rest: string, fixed: string): Wording => ({
    message: `${where}: the text stops at "${shownText(kept)}": " ${shownText(rest)}" after it is read as a comment`,
    hint: `Put the whole text in quotes: ${fixed}`,
  }),
  textReadAsComment: (where: string, text: string, fixed: string): Wording => ({
    message: `${where}: expected text, found nothing, because "${shownText(text)}" is read as a comment`,
    hint: `Put the whole text in quotes: ${fixed}`,
  }),
  unknownBlockType: (where: string, type: string, known: string[]): Wording => ({
    message: `${where}: unknown block type "${type}"`,
    hint: joinHints(didYouMean(type, known), `Block types: ${listOf(known)}.`),
  }),
  missingBlockType: (where: string, known: string[]): Wording => ({
    message: `${where}: the block has no "type"`,
    hint: `Start the block with "- type: ..." using one of ${listOf(known)}.`,
  }),
  notAllowed: (where: string, allowed: string[], value: unknown, meant?: string, hint?: string): Wording => ({
    message: `${where}: expected one of ${listOf(allowed)}, found ${found(value)}`,
    hint: joinHints(
      meant ? `did you mean "${meant}"?` : typeof value === 'string' ? didYouMean(value, allowed) : undefined,
      hint,
    ),
  }),
  badFormat,
  // The same words, told apart for readers who are not shown the schema's: a link, a file's address, a page's address.
  badLink: badFormat,
  badFileAddress: badFormat,
  badPath: badFormat,
  likelyMeant: (where: string, expected: string, value: unknown, meant: string, fixed: string): Wording => ({
    message: `${where}: expected ${expected}, found ${found(value)}`,
    hint: `did you mean "${meant}"? Write it like this: ${fixed}`,
  }),
  impossibleDate: (where: string, expected: string, value: unknown, day: string): Wording => ({
    message: `${where}: expected ${expected}, found ${found(value)}`,
    hint: `There is no ${day}: check the day and the month.`,
  }),
  empty: (where: string): Wording => ({
    message: `${where}: is empty`,
    hint: 'Write something here, or remove the key if it is optional.',
  }),
  tooLong: (where: string, limit: number, length: number): Wording => ({
    message: `${where}: is ${length} characters long, the limit is ${limit}`,
    hint: 'Shorten it: search results cut long descriptions.',
  }),
  tooFew: (where: string, limit: number): Wording => ({
    message: `${where}: needs at least ${limit} item${limit === 1 ? '' : 's'}`,
  }),
  tooMany: (where: string, limit: number, count: number): Wording => ({
    message: `${where}: has ${count} items, the most allowed is ${limit}`,
  }),
  outOfRange: (where: string, comparison: string, limit: number, value: unknown): Wording => ({
    message: `${where}: expected a number ${comparison} ${limit}, found ${found(value)}`,
  }),
  brokenLink: (where: string, link: string, near?: string): Wording => ({
    message: `${where}: the link "${link}" goes to no page, redirect or blog post`,
    hint: joinHints(
      near ? `did you mean "${near}"?` : undefined,
      'Add the page under "pages:", or add a redirect under "redirects:".',
    ),
  }),
  linkToMisspeltPage: (where: string, link: string, written: string): Wording => ({
    message: `${where}: the link "${link}" goes to no page, redirect or blog post`,
    hint: `The page is written "${written}" under "pages:": write its address as "${link}" there.`,
  }),
  whatsappNumberDiffers: (where: string, link: string, number: string, expectedLink: string): Wording => ({
    message: `${where}: the WhatsApp link "${link}" goes to another number than business.whatsapp (${number})`,
    hint: `Change it to ${expectedLink}, the number of business.whatsapp. When the number changes, change it in both places.`,
  }),
  duplicatePage: (path: string): Wording => ({
    message: `pages: the address "${path}" is used by two pages`,
    hint: 'Give each page its own address.',
  }),
  redirectClash: (where: string, from: string, clash: 'page' | 'redirect'): Wording => ({
    message: `${where}: "${from}" is already ${clash === 'page' ? 'the address of a page' : 'redirected above'}`,
    hint: clash === 'page' ? 'Remove the redirect or move the page.' : 'Keep one redirect per address.',
  }),
  reservedAddress: (where: string, address: string, use: string): Wording => ({
    message: `${where}: the address "${address}" belongs to the site's own workings (${use}), so a page or a redirect cannot use it`,
    hint: 'Choose another address.',
  }),
  invisibleInAddress: (where: string, address: string, what: string): Wording => ({
    message: `${where}: the address ${visibleText(address)} holds ${what}, which no web address may hold`,
    hint: 'Write the address on one line, as the browser shows it, with no tabs or invisible characters.',
  }),
  redirectLoop: (where: string, from: string): Wording => ({
    message: `${where}: "${from}" redirects to itself`,
    hint: 'Point "to" at a different page.',
  }),
  duplicateSlug: (where: string, slug: string): Wording => ({
    message: `${where}: the slug "${slug}" is used by another post`,
    hint: 'Each post needs its own slug: it is the last part of its address.',
  }),
  duplicateId: (where: string, id: number): Wording => ({
    message: `${where}: the id ${id} is used by another post`,
    hint: 'Give the post the next unused number.',
  }),
  unknownCategory: (where: string, category: string, known: string[]): Wording => ({
    message: `${where}: "${category}" is not one of the blog categories`,
    hint: joinHints(didYouMean(category, known), `Categories: ${listOf(known)}. Add new ones under blog.categories.`),
  }),
  unknownRelatedPost: (where: string, id: number, known: number[]): Wording => ({
    message: `${where}: there is no post with the id ${id}`,
    hint: `Related posts are listed by id. Ids in use: ${shortList(known.map(String)) || 'none'}.`,
  }),
  relatedToItself: (where: string, id: number): Wording => ({
    message: `${where}: the post lists itself (id ${id}) as related`,
    hint: 'Name other posts only.',
  }),
  missingFile: (where: string, file: string, near?: string): Wording => ({
    message: `${where}: the file "${file}" is not in public/`,
    hint: joinHints(near ? `did you mean "${near}"?` : undefined, `Add it as public${file}, or fix the name.`),
  }),
  badPhone: (where: string, value: string): Wording => ({
    message: `${where}: "${value}" is not a valid international phone number`,
    hint: value.trim().startsWith('+')
      ? 'Check the digits: a Kenyan mobile number is +254 followed by nine digits, like +254 712 345 678.'
      : 'Start with the country code: write +254 712 345 678, not 0712 345 678.',
  }),
  duplicateOption: (where: string, value: string, firstLabel: string): Wording => ({
    message: `${where}: the value "${value}" is already used by the option "${firstLabel}"`,
    hint: 'Give every option its own value, or the business cannot tell the choices apart.',
  }),
  duplicateField: (where: string, name: string): Wording => ({
    message: `${where}: the field name "${name}" is used twice in this form`,
    hint: 'Give each field its own name.',
  }),
  optionsOnlyForSelect: (where: string): Wording => ({
    message: `${where}: only a select field has options`,
    hint: 'Set kind: select, or remove the options.',
  }),
  selectNeedsOptions: (where: string): Wording => ({
    message: `${where}: a select field needs options`,
    hint: 'Add options: with a label and a value for each choice, or write optionsFrom: services.',
  }),
  optionsFromOnlyForSelect: (where: string, kind: string): Wording => ({
    message: `${where}: expected a select field to take its options from the services, found kind "${kind}"`,
    hint: 'Set kind: select, or remove optionsFrom.',
  }),
  optionsFromWithoutServices: (where: string): Wording => ({
    message: `${where}: expected services to choose from, found none under "services:"`,
    hint: 'Add the services under "services:", or list the choices under options: instead.',
  }),
  limitOnlyForTimeOrNumber: (where: string, key: string): Wording => ({
    message: `${where}: only a time of day or a number field has ${key}`,
    hint: `Set kind: time or kind: number, or remove ${key}.`,
  }),
  badTimeLimit: (where: string, value: unknown, fixed?: string): Wording => ({
    message: `${where}: expected a 24-hour time like "09:00", found ${found(value)}`,
    hint: fixed
      ? `Did you mean "${fixed}"? Write it in quotes, with two digits for the hours and two for the minutes.`
      : 'Write it in quotes, with two digits for the hours and two for the minutes, like "09:00" or "17:30".',
  }),
  badNumberLimit: (where: string, value: unknown): Wording => ({
    message: `${where}: expected a number like 1 or 2.5, found ${found(value)}`,
    hint: 'Write the number in figures, without quotes or units.',
  }),
  badStep: (where: string, value: unknown, isTime: boolean): Wording => ({
    message: `${where}: expected ${isTime ? 'a whole number of minutes from 1 to 720' : 'a number above 0'}, found ${found(value)}`,
    hint: isTime
      ? 'Write the minutes between the times people may choose, like 15 or 30.'
      : 'Write the gap between the numbers people may give, like 1 for whole numbers or 0.5 for halves.',
  }),
  minAfterMax: (where: string, min: string, max: string, isTime: boolean): Wording => ({
    message: `${where}: the ${isTime ? 'earliest time' : 'smallest number'} ${min} comes after the ${isTime ? 'latest' : 'largest'}, ${max}`,
    hint: `Swap min and max, or correct one of them, so that min comes first.`,
  }),
  unknownTimeZone: (where: string, zone: string, zones: readonly string[]): Wording => ({
    message: `${where}: "${zone}" is not the name of a time zone`,
    hint: joinHints(
      didYouMean(zone, zones),
      'Write a region and a city, as the world’s list of time zones names them, like "Africa/Nairobi" or "Europe/London". Leave timeZone out for Kenya’s time.',
    ),
  }),
  unknownForm: (where: string, id: string, known: string[]): Wording => ({
    message: `${where}: there is no form "${id}"`,
    hint: joinHints(didYouMean(id, known), known.length ? `Forms: ${listOf(known)}.` : 'Add it under "forms:".'),
  }),
  navigationNeedsTarget: (where: string): Wording => ({
    message: `${where}: a menu item needs exactly one of link, items or menu`,
    hint: 'Give it link: /some-page, items: with a list of links for a drop-down, or menu: services.',
  }),
  tabNeedsTarget: (where: string): Wording => ({
    message: `${where}: a tab needs exactly one of link or menu`,
    hint: 'Give it link: /some-page, or menu: services.',
  }),
  buttonNeedsAction: (where: string): Wording => ({
    message: `${where}: a button needs exactly one of link, form or menu`,
    hint: 'Give it link: /contact, form: quote, or menu: services.',
  }),
  unknownPrefillField: (where: string, name: string, formId: string, fields: string[]): Wording => ({
    message: `${where}: the form "${formId}" has no field "${name}"`,
    hint: joinHints(didYouMean(name, fields), `Fields: ${listOf(fields)}.`),
  }),
  badPrefillValue: (
    where: string,
    value: string,
    field: { form: string; name: string; options: string[]; line: number },
  ): Wording => ({
    message: `${where}: "${value}" is not an option of the field "${field.name}" in the form "${field.form}"`,
    hint: joinHints(
      didYouMean(value, field.options),
      `Its options, listed at line ${field.line} under ${formatPath(['forms', field.form])}: ${listOf(field.options)}.`,
    ),
  }),
  missingSocialProfile: (where: string, network: string): Wording => ({
    message: `${where}: there is no ${network} profile under business.social`,
    hint: `Add ${network}: https://… under business.social, or remove ${network} from this list.`,
  }),
  unknownPhoneLabel: (where: string, label: string, labels: string[]): Wording => ({
    message: `${where}: no phone under business.phones has the label "${label}"`,
    hint: joinHints(didYouMean(label, labels), `Labels: ${listOf(labels)}.`),
  }),
  placeholder: (where: string, value: string): Wording => ({
    message: `${where}: "${value}" is still a placeholder`,
    hint: 'Replace it with the real value before the site goes live.',
  }),
  lowContrast: (
    where: string,
    drawn: { front: string; back: string; ratio: string; what: string; need: number },
    shade: string | undefined,
  ): Wording => ({
    message: `${where}: ${drawn.front} on ${drawn.back} has contrast ${drawn.ratio}; ${drawn.what} needs ${drawn.need}:1`,
    hint: shade
      ? `Try ${shade}, a shade of the same colour that is easy to read.`
      : 'No shade of this colour is readable there: choose a colour much lighter or much darker.',
  }),
  cellsDoNotMatchColumns: (where: string, cells: number, columns: string[]): Wording => ({
    message: `${where}: this row has ${cells} cell${cells === 1 ? '' : 's'}, but the table has ${columns.length} column${columns.length === 1 ? '' : 's'}`,
    hint: `Give every row one cell for each column (${listOf(columns)}), in the same order. Write "" for a blank cell, and put a cell with a comma in quotes, like "1,500".`,
  }),
  tableInPlainText: (where: string): Wording => ({
    message: `${where}: this text holds a table written with "|" and "---", which would show on the page exactly as it is typed`,
    hint: 'Put the table in a block of its own, a "table" block: its column names under "columns" and each row under "rows".',
  }),
  unknownFont: (where: string, name: string, names: string[]): Wording => ({
    message: `${where}: "${name}" is neither a system font nor the family of a font file under "files"`,
    hint: joinHints(
      didYouMean(name, names),
      `Fonts: ${listOf(names)}. For another font, add its file under "files" with family: ${name}.`,
    ),
  }),
  // A rule of the schema that has no words of its own here: the reason is ajv's.
  notValid: (where: string, reason: string): Wording => ({
    message: `${where}: ${reason}`,
  }),
} satisfies Catalog

/** Every message of the checker, each answer carrying its `code` and `params`. */
export const messages = coded(catalog)

export type { ProblemCode, ProblemParams } from '../model/problem-code.ts'
