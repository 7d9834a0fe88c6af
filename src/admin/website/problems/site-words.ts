import type { OfficeWords } from './office-entry.ts'
import { choices, meantWords, plural, shown } from './plain-values.ts'

const noPage = (link: string) => `the link “${link}” goes to no page of the website`

/** The form's words for the checks across the whole website: links, addresses, posts, forms, menus, looks. */
export const siteWords = {
  brokenLink: (_where, link, near) => `${noPage(link)}${meantWords(near)}`,
  linkToMisspeltPage: (_where, link, written) =>
    `${noPage(link)}: the page’s address is written “${written}”, so one of the two needs changing`,
  whatsappNumberDiffers: (_where, _link, number, expectedLink) =>
    `this WhatsApp link goes to another number than the business’s WhatsApp number (${number}): change it to ${expectedLink}`,
  duplicatePage: { words: (path) => `the address “${path}” is used by two pages`, showsHint: true },
  redirectClash: {
    words: (_where, from, clash) =>
      clash === 'page'
        ? `“${from}” is already the address of a page`
        : `“${from}” is already sent on by another redirect`,
    showsHint: true,
  },
  reservedAddress: {
    words: (_where, address, use) => `the address “${address}” is kept for the website’s own workings (${use})`,
    showsHint: true,
  },
  invisibleInAddress: (_where, _address, what) =>
    `this address holds ${what}, which no web address may hold: write it on one line, with no tabs or invisible characters`,
  redirectLoop: (_where, from) => `“${from}” sends visitors back to itself: choose a different page`,
  duplicateSlug: (_where, slug) => `the web address “${slug}” is used by another post`,
  duplicateId: { words: (_where, id) => `the number ${id} is used by another post`, showsHint: true },
  unknownCategory: (_where, category, known) =>
    `“${category}” is not one of the blog’s categories: choose ${choices(known)}`,
  unknownRelatedPost: (_where, id) => `there is no post number ${id}`,
  relatedToItself: { words: () => 'a post cannot be related to itself', showsHint: true },
  missingFile: (_where, file, near) =>
    `the picture or file “${file}” is not on the website${near ? meantWords(near) : ': choose one of its pictures'}`,
  badPhone: (_where, value) => `“${value}” is not a phone number: write it like +254 700 000 000`,
  duplicateOption: {
    words: (_where, value, firstLabel) => `the value “${value}” is already used by the choice “${firstLabel}”`,
    showsHint: true,
  },
  duplicateField: {
    words: (_where, name) => `the name “${name}” is used by two questions of this form`,
    showsHint: true,
  },
  optionsOnlyForSelect: () => 'only a question with a list to choose from has choices: remove these choices',
  selectNeedsOptions: () => 'a question with a list to choose from needs its choices: add them',
  optionsFromOnlyForSelect: () =>
    'only a question with a list to choose from can offer your services: make it a choice from a list, or remove this',
  optionsFromWithoutServices: () => 'this list offers your services, but the website has none yet: add a service',
  limitOnlyForTimeOrNumber: () => 'only a question that asks for a time or a number can have this limit',
  badTimeLimit: (_where, value, fixed) => `this should be a time like 09:00, not ${shown(value)}${meantWords(fixed)}`,
  badNumberLimit: (_where, value) => `this should be a number like 1 or 2.5, not ${shown(value)}`,
  badStep: {
    words: (_where, value, isTime) =>
      `this should be ${isTime ? 'a whole number of minutes from 1 to 720' : 'a number above 0'}, not ${shown(value)}`,
    showsHint: true,
  },
  minAfterMax: (_where, min, max, isTime) =>
    `the ${isTime ? 'earliest time' : 'smallest number'} ${min} comes after the ${isTime ? 'latest' : 'largest'}, ${max}: swap them, or correct one`,
  unknownTimeZone: (_where, zone) =>
    `“${zone}” is not the name of a time zone: write a region and a city, like “Africa/Nairobi”`,
  unknownForm: (_where, id, known) => `there is no form “${id}”${known.length ? `: choose ${choices(known)}` : ''}`,
  navigationNeedsTarget: () => 'a menu item needs one thing to open: a page, a drop-down list of links, or a menu',
  tabNeedsTarget: () => 'a tab needs one thing to open: a page or a menu',
  buttonNeedsAction: () => 'a button needs one thing to open: a page, a form or a menu',
  unknownPrefillField: (_where, name, formId) => `the form “${formId}” has no question “${name}”`,
  badPrefillValue: (_where, value, field) =>
    `“${value}” is not one of the choices of “${field.name}” in the form “${field.form}”: choose ${choices(field.options)}`,
  missingSocialProfile: (_where, network) =>
    `the business has no ${network} address among its social media: add it there, or remove ${network} here`,
  unknownPhoneLabel: (_where, label, labels) =>
    `none of the business’s phone numbers is called “${label}”: choose ${choices(labels)}`,
  placeholder: {
    words: (_where, value) => `“${value}” is still the example the website came with`,
    showsHint: true,
  },
  lowContrast: {
    words: (_where, drawn) =>
      `${drawn.front} on ${drawn.back} is hard to read: its contrast is ${drawn.ratio}, and ${drawn.what} needs ${drawn.need}:1`,
    showsHint: true,
  },
  cellsDoNotMatchColumns: (_where, cells, columns) =>
    `this row has ${plural(cells, 'cell')}, but the table has ${plural(columns.length, 'column')}: give every row one cell for each column`,
  tableInPlainText: () =>
    'this text holds a table typed with “|” and “---”, which would show on the page exactly as it is typed: use a table section instead',
  unknownFont: (_where, name, names) => `“${name}” is not one of the website’s fonts: choose ${choices(names)}`,
} satisfies OfficeWords
