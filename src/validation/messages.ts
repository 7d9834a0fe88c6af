import type { Explanation } from './problem.ts'
import { didYouMean, listOf } from './suggest.ts'

/**
 * Every message an editor can get about site.yaml. Each says where (the path in words), what was
 * expected, what was found, and how to fix it.
 */

const found = (value: unknown): string => {
  if (value === null || value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of keys'
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`
  return `${typeof value === 'number' ? 'the number' : typeof value} ${String(value)}`
}

const joinHints = (...hints: (string | undefined)[]): string | undefined => hints.filter(Boolean).join(' ') || undefined

export const messages = {
  yamlSyntax: (detail: string): Explanation => ({
    message: `the file cannot be read as YAML: ${detail}`,
    hint: 'Check the indentation and the colons on this line and the one above it.',
  }),
  duplicateKey: (key: string): Explanation => ({
    message: `"${key}" is written twice in the same place`,
    hint: 'Keep one of them: YAML would silently drop the other.',
  }),
  tabIndent: (): Explanation => ({
    message: 'a tab is used for indentation',
    hint: 'Indent with spaces only (two per level). Most editors can turn tabs into spaces.',
  }),
  unknownKey: (where: string, key: string, allowed: string[]): Explanation => ({
    message: `${where}: unknown key "${key}"`,
    hint: joinHints(didYouMean(key, allowed), allowed.length ? `Keys allowed here: ${listOf(allowed)}.` : undefined),
  }),
  missingKey: (where: string, key: string, description?: string): Explanation => ({
    message: `${where}: "${key}" is required but missing`,
    hint: `Add ${key}: ...${description ? ` (${description})` : ''}`,
  }),
  wrongType: (where: string, expected: string, value: unknown): Explanation => ({
    message: `${where}: expected ${expected}, found ${found(value)}`,
    hint:
      expected === 'text' && typeof value !== 'string'
        ? 'Put the value in quotes to keep it as text.'
        : expected === 'a list'
          ? 'Start each item of a list on its own line with "- ".'
          : undefined,
  }),
  unknownBlockType: (where: string, type: string, known: string[]): Explanation => ({
    message: `${where}: unknown block type "${type}"`,
    hint: joinHints(didYouMean(type, known), `Block types: ${listOf(known)}.`),
  }),
  missingBlockType: (where: string, known: string[]): Explanation => ({
    message: `${where}: the block has no "type"`,
    hint: `Start the block with "- type: ..." using one of ${listOf(known)}.`,
  }),
  notAllowed: (where: string, allowed: string[], value: unknown): Explanation => ({
    message: `${where}: expected one of ${listOf(allowed)}, found ${found(value)}`,
    hint: typeof value === 'string' ? didYouMean(value, allowed) : undefined,
  }),
  badFormat: (where: string, expected: string, value: unknown, hint?: string): Explanation => ({
    message: `${where}: expected ${expected}, found ${found(value)}`,
    hint,
  }),
  empty: (where: string): Explanation => ({
    message: `${where}: is empty`,
    hint: 'Write something here, or remove the key if it is optional.',
  }),
  tooLong: (where: string, limit: number, length: number): Explanation => ({
    message: `${where}: is ${length} characters long, the limit is ${limit}`,
    hint: 'Shorten it: search results cut long descriptions.',
  }),
  tooFew: (where: string, limit: number): Explanation => ({
    message: `${where}: needs at least ${limit} item${limit === 1 ? '' : 's'}`,
  }),
  tooMany: (where: string, limit: number, count: number): Explanation => ({
    message: `${where}: has ${count} items, the most allowed is ${limit}`,
  }),
  outOfRange: (where: string, comparison: string, limit: number, value: unknown): Explanation => ({
    message: `${where}: expected a number ${comparison} ${limit}, found ${found(value)}`,
  }),
  brokenLink: (where: string, link: string, known: string[]): Explanation => ({
    message: `${where}: the link "${link}" goes to no page, redirect or blog post`,
    hint: joinHints(didYouMean(link, known), 'Add the page under "pages:", or add a redirect under "redirects:".'),
  }),
  duplicatePage: (path: string): Explanation => ({
    message: `pages: the address "${path}" is used by two pages`,
    hint: 'Give each page its own address.',
  }),
  redirectClash: (where: string, from: string, clash: 'page' | 'redirect'): Explanation => ({
    message: `${where}: "${from}" is already ${clash === 'page' ? 'the address of a page' : 'redirected above'}`,
    hint: clash === 'page' ? 'Remove the redirect or move the page.' : 'Keep one redirect per address.',
  }),
  redirectLoop: (where: string, from: string): Explanation => ({
    message: `${where}: "${from}" redirects to itself`,
    hint: 'Point "to" at a different page.',
  }),
  duplicateSlug: (where: string, slug: string): Explanation => ({
    message: `${where}: the slug "${slug}" is used by another post`,
    hint: 'Each post needs its own slug: it is the last part of its address.',
  }),
  duplicateId: (where: string, id: number): Explanation => ({
    message: `${where}: the id ${id} is used by another post`,
    hint: 'Give the post the next unused number.',
  }),
  unknownCategory: (where: string, category: string, known: string[]): Explanation => ({
    message: `${where}: "${category}" is not one of the blog categories`,
    hint: joinHints(didYouMean(category, known), `Categories: ${listOf(known)}. Add new ones under blog.categories.`),
  }),
  unknownRelatedPost: (where: string, id: number, known: number[]): Explanation => ({
    message: `${where}: there is no post with the id ${id}`,
    hint: `Related posts are listed by id. Ids in use: ${known.join(', ') || 'none'}.`,
  }),
  relatedToItself: (where: string, id: number): Explanation => ({
    message: `${where}: the post lists itself (id ${id}) as related`,
    hint: 'Name other posts only.',
  }),
  missingFile: (where: string, file: string, near?: string): Explanation => ({
    message: `${where}: the file "${file}" is not in public/`,
    hint: joinHints(near ? `did you mean "${near}"?` : undefined, `Add it as public${file}, or fix the name.`),
  }),
  badPhone: (where: string, value: string): Explanation => ({
    message: `${where}: "${value}" is not a valid international phone number`,
    hint: value.trim().startsWith('+')
      ? 'Check the digits: a Kenyan mobile number is +254 followed by nine digits, like +254 712 345 678.'
      : 'Start with the country code: write +254 712 345 678, not 0712 345 678.',
  }),
  duplicateOption: (where: string, value: string, firstLabel: string): Explanation => ({
    message: `${where}: the value "${value}" is already used by the option "${firstLabel}"`,
    hint: 'Give every option its own value, or the business cannot tell the choices apart.',
  }),
  duplicateField: (where: string, name: string): Explanation => ({
    message: `${where}: the field name "${name}" is used twice in this form`,
    hint: 'Give each field its own name.',
  }),
  optionsOnlyForSelect: (where: string): Explanation => ({
    message: `${where}: only a select field has options`,
    hint: 'Set kind: select, or remove the options.',
  }),
  selectNeedsOptions: (where: string): Explanation => ({
    message: `${where}: a select field needs options`,
    hint: 'Add options: with a label and a value for each choice.',
  }),
  unknownForm: (where: string, id: string, known: string[]): Explanation => ({
    message: `${where}: there is no form "${id}"`,
    hint: joinHints(didYouMean(id, known), known.length ? `Forms: ${listOf(known)}.` : 'Add it under "forms:".'),
  }),
  navigationNeedsTarget: (where: string): Explanation => ({
    message: `${where}: a menu item needs exactly one of link, items or menu`,
    hint: 'Give it link: /some-page, items: with a list of links for a drop-down, or menu: services.',
  }),
  tabNeedsTarget: (where: string): Explanation => ({
    message: `${where}: a tab needs exactly one of link or menu`,
    hint: 'Give it link: /some-page, or menu: services.',
  }),
  buttonNeedsAction: (where: string): Explanation => ({
    message: `${where}: a button needs exactly one of link, form or menu`,
    hint: 'Give it link: /contact, form: quote, or menu: services.',
  }),
  unknownPrefillField: (where: string, name: string, formId: string, fields: string[]): Explanation => ({
    message: `${where}: the form "${formId}" has no field "${name}"`,
    hint: joinHints(didYouMean(name, fields), `Fields: ${listOf(fields)}.`),
  }),
  badPrefillValue: (where: string, value: string, options: string[]): Explanation => ({
    message: `${where}: "${value}" is not one of the options of this field`,
    hint: joinHints(didYouMean(value, options), `Options: ${listOf(options)}.`),
  }),
  missingSocialProfile: (where: string, network: string): Explanation => ({
    message: `${where}: there is no ${network} profile under business.social`,
    hint: `Add ${network}: https://… under business.social, or remove ${network} from this list.`,
  }),
  unknownPhoneLabel: (where: string, label: string, labels: string[]): Explanation => ({
    message: `${where}: no phone under business.phones has the label "${label}"`,
    hint: joinHints(didYouMean(label, labels), `Labels: ${listOf(labels)}.`),
  }),
  placeholder: (where: string, value: string): Explanation => ({
    message: `${where}: "${value}" is still a placeholder`,
    hint: 'Replace it with the real value before the site goes live.',
  }),
}
