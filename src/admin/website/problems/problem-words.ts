import type { DraftProblem } from '../../../model/admin-api.ts'
import { labelOf } from '../form/json-schema.ts'

/** "business.phones[0].number: ", "pages./x.blocks[0] (cover).image.src: ": where the checker says the value is. */
const placeAtStart = /^(?:the top level of the file|[^\s:"]+(?: \([a-z0-9-]+\)[^\s:"]*)*): /

const rewrites: [RegExp, (...parts: string[]) => string][] = [
  [
    /^"(.*)" is not a valid international phone number$/,
    (value) => `“${value}” is not a phone number: write it like +254 700 000 000`,
  ],
  [
    /^the file "(.*)" is not in public\/$/,
    (file) => `the picture or file “${file}” is not on the website: choose one of its pictures`,
  ],
  [/^"(.*)" is required but missing$/, (key) => `“${labelOf(key)}” is missing`],
  [/^unknown key "(.*)"$/, (key) => `“${key}” does not belong here`],
  [/^is empty$/, () => 'this is empty: write something here'],
  [/^"(.*)" is still a placeholder$/, (value) => `“${value}” is still the example the website came with`],
  [/^the slug "(.*)" is used by another post$/, (slug) => `the web address “${slug}” is used by another post`],
  [/^the id (\d+) is used by another post$/, (id) => `the number ${id} is used by another post`],
  [/^there is no post with the id (\d+)$/, (id) => `there is no post number ${id}`],
  [
    /^the link "(.*)" goes to no page, redirect or blog post$/,
    (link) => `the link “${link}” goes to no page of the website`,
  ],
  [
    /^is (\d+) characters long, the limit is (\d+)$/,
    (length, limit) => `this is ${length} characters long: make it ${limit} or fewer`,
  ],
  [
    /^expected a page of this site like .*, found "(.*)"$/,
    (link) =>
      `“${link}” is not a page of the website or a full web address: choose a page from the list, or write an address starting with https://`,
  ],
  [
    /^expected one of the website’s own files.*, found (""|nothing)$/,
    () => 'no picture is chosen yet: choose or upload one',
  ],
  [
    /^expected one of the website’s own files.*, found "(.*)"$/,
    (file) => `“${file}” is not one of the website’s pictures: choose or upload one`,
  ],
  [
    /^expected a clean path of .*, found "(.*)"$/,
    (path) => `“${path}” cannot be a web address: use small letters, digits and hyphens, like /our-work`,
  ],
  [/^expected (.*), found (.*)$/, (expected, found) => `this should be ${expected}, not ${found}`],
]

/** Words no office manager should have to read, and what to say instead. */
const plainer: [RegExp, string][] = [
  [/\bunder public\/,? /g, 'on the website, '],
  [/ under public\//g, ' on the website'],
  [/\bpublic\//g, 'the website'],
  [/\bYAML\b/g, 'the text'],
  [/\bslug\b/g, 'web address'],
  [/\bblock\b/g, 'section'],
  [/\bkeys\b/g, 'fields'],
  [/\bkey\b/g, 'field'],
]

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A checker's message as the form shows it beside its field: without the place (the form shows that) and in plain words. */
export function problemWords(problem: Pick<DraftProblem, 'message'>): string {
  let text = problem.message.replace(placeAtStart, '')
  for (const [pattern, rewrite] of rewrites) {
    const match = pattern.exec(text)
    if (match) {
      text = rewrite(...match.slice(1))
      break
    }
  }
  for (const [pattern, word] of plainer) text = text.replace(pattern, word)
  return `${capital(text)}.`.replace(/\.\.$/, '.')
}

/**
 * The checker's advice, where it helps someone using the form; advice about how the text is written
 * (quotes, colons, indenting) is for the whole-text view only.
 */
export function hintWords(problem: Pick<DraftProblem, 'hint'>): string | undefined {
  const hint = problem.hint
  if (!hint || /[{}]|: "|\bquotes?\b|\bindent|\bcolon\b|\bkey\b|YAML|public\/|\bslash\b/i.test(hint)) return undefined
  return hint
}
