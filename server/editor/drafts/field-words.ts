import { isRecord } from '../../../src/model/is-record.ts'
import { itemName } from '../../../src/model/words/item-name.ts'
import type { PathSegment } from '../changed-paths.ts'

/** The parts of site.yaml, as an office manager knows them. */
export const partWords: Record<string, string> = {
  business: 'the business details',
  navigation: 'the main menu',
  headerButton: 'the button at the top of every page',
  mobileNavigation: 'the menu on phones',
  services: 'the services',
  faq: 'the questions and answers',
  values: 'the company values',
  footer: 'the footer',
  notFound: 'the page shown for a missing address',
  redirects: 'the forwarded addresses',
  forms: 'the forms',
  chat: 'the chat button',
  blog: 'the blog',
  pages: 'the pages',
}

/** 'openingHours' → 'opening hours'. */
export const spaced = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/**
 * A place in site.yaml in plain words, for a sentence such as "Someone else changed … since you
 * started": 'the number of “Office” in the business details', 'the heading of “Welcome” on the page /about'.
 */
export function fieldWords(path: readonly PathSegment[], data: unknown): string {
  const [part, second] = path
  if (typeof part !== 'string') return 'the whole website text'
  let where = partWords[part] ?? `the ${spaced(part)}`
  let start = 1
  if (part === 'pages' && typeof second === 'string') {
    where = `the page ${second}`
    start = 2
  }
  if (path.length === start) return where
  let current: unknown = isRecord(data) ? data[part] : undefined
  if (start === 2) current = isRecord(current) ? current[second as string] : undefined
  let field = ''
  let item = ''
  for (const segment of path.slice(start)) {
    current = isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[segment] : undefined
    if (typeof segment === 'number') {
      const name = itemName(current)
      item = name ? `“${name}”` : `item number ${segment + 1}${field ? ` of the ${field}` : ''}`
      field = ''
    } else field = spaced(segment)
  }
  const what = field && item ? `the ${field} of ${item}` : field ? `the ${field}` : item
  return `${what} ${part === 'pages' && start === 2 ? 'on' : 'in'} ${where}`
}
