import { isRecord } from '../../src/model/is-record.ts'
import { itemName, shortened } from '../../src/model/words/item-name.ts'
import type { PathSegment } from '../../src/model/data-path.ts'

/** The parts of site.yaml, as an office manager knows them. */
const partWords: Record<string, string> = {
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
const spaced = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** The fields of site.yaml as an office manager knows them; a field missing here is spelt out ("opening hours"). */
const fieldNames: Record<string, string> = {
  name: 'name',
  url: 'website address',
  locale: 'language',
  tagline: 'tagline',
  phones: 'phone numbers',
  whatsapp: 'WhatsApp number',
  email: 'email address',
  areaServed: 'areas served',
  social: 'social media links',
  src: 'picture',
  alt: 'picture description',
  image: 'picture',
  featuredImage: 'picture',
  metaDescription: 'description for search results',
  description: 'description for search results',
  content: 'text',
  excerpt: 'summary',
  slug: 'web address',
  link: 'link',
  label: 'name',
  blocks: 'sections',
  items: 'entries',
  relatedPosts: 'related posts',
  authorBio: 'author’s note',
  quickLinks: 'quick links',
  copyrightYear: 'copyright year',
  submitLabel: 'button text',
  successDetail: 'thank-you text',
  success: 'thank-you message',
  failure: 'message when sending fails',
  networkFailure: 'message when there is no connection',
  prefill: 'filled-in choices',
  from: 'old address',
  opens: 'opening time',
  closes: 'closing time',
  facebook: 'Facebook link',
  instagram: 'Instagram link',
  tiktok: 'TikTok link',
  x: 'X link',
  youtube: 'YouTube link',
  pageSize: 'number of posts on each page',
  options: 'choices',
  to: 'new address',
  tags: 'topics',
}

/** What each kind of list item is called. */
const itemKinds: Record<string, string> = {
  services: 'the service',
  posts: 'the post',
  phones: 'the phone number',
  redirects: 'the forwarded address',
  navigation: 'the menu entry',
  blocks: 'the section',
  fields: 'the field',
  tabs: 'the tab',
  tags: 'the topic',
  categories: 'the category',
  options: 'the choice',
  openingHours: 'the opening hours',
  cards: 'the card',
  images: 'the picture',
  quickLinks: 'the link',
  buttons: 'the button',
  areaServed: 'the area',
}

/** Items known by what they hold, whatever their list is called: a question, a customer's words. */
const kindByContent = (item: unknown): string | undefined =>
  !isRecord(item)
    ? undefined
    : typeof item.question === 'string'
      ? 'the question'
      : typeof item.location === 'string' && typeof item.text === 'string'
        ? 'the testimonial from'
        : undefined

const fieldName = (key: string) => fieldNames[key] ?? spaced(key)

export const quoted = (text: string) => `“${shortened(text)}”`

/** 'the page “About us”', or the home page by its role; the address when the page has no title. */
export function pageWords(address: string, page: unknown): string {
  if (address === '/') return 'the home page'
  const title = isRecord(page) && typeof page.title === 'string' ? page.title : undefined
  return title ? `the page ${quoted(title)}` : `the page at ${address}`
}

const child = (value: unknown, segment: PathSegment): unknown =>
  isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined

/**
 * A place in site.yaml in plain words, named by what is written there, for History and for the
 * sentence that says what someone else changed meanwhile: 'the “Office” phone number',
 * 'the title of the post “How to…”', 'the heading of the section “Welcome” on the home page'.
 * `data` is a version of the site that has the place (for a removed one, the version before).
 */
export function placeWords(path: readonly PathSegment[], data: unknown): string {
  const [part, second] = path
  if (typeof part !== 'string') return 'the whole website'
  let where = partWords[part] ?? `the ${spaced(part)}`
  let current = child(data, part)
  let rest = path.slice(1)
  if (part === 'pages' && typeof second === 'string') {
    current = child(current, second)
    where = pageWords(second, current)
    rest = path.slice(2)
  }
  if (part === 'forms' && typeof second === 'string') {
    current = child(current, second)
    const title = itemName(current)
    where = title ? `the form ${quoted(title)}` : `the ${second} form`
    rest = path.slice(2)
  }
  if (part === 'blog' && second === 'posts' && typeof path[2] === 'number') {
    current = child(child(current, 'posts'), path[2])
    const title = itemName(current)
    where = title ? `the post ${quoted(title)}` : `post number ${path[2] + 1}`
    rest = path.slice(3)
  }
  if (part === 'business' && second === 'phones' && typeof path[2] === 'number') {
    current = child(child(current, 'phones'), path[2])
    const label = itemName(current)
    const phone = label ? `the ${quoted(label)} phone number` : `phone number ${path[2] + 1}`
    return path.length > 4 || (path[3] !== undefined && path[3] !== 'number')
      ? `the ${fieldName(String(path[3]))} of ${phone}`
      : phone
  }
  if (rest.length === 0) return where

  let field = ''
  let item = ''
  let outer = ''
  let list = part
  for (const segment of rest) {
    current = child(current, segment)
    if (typeof segment === 'number') {
      const name = itemName(current)
      const kind = kindByContent(current) ?? itemKinds[list]
      if (item.startsWith('the ')) outer = item
      item = name
        ? `${kind ?? 'the entry'} ${quoted(name)}`
        : `${kind ? kind.replace(/^the /, '') : 'item'} number ${segment + 1}${outer ? ` of ${outer}` : field && !kind ? ` of the ${field}` : ''}`
      field = ''
    } else {
      field = fieldName(segment)
      list = segment
    }
  }
  const what = field && item ? `the ${field} of ${item}` : field ? `the ${field}` : item
  // An item of a list at the top ("the service “Repairs”") needs no "in the services" after it.
  if (typeof rest[0] === 'number') return what
  const preposition =
    part === 'pages' ? 'on' : (part === 'blog' && where !== 'the blog') || part === 'forms' ? 'of' : 'in'
  return `${what} ${preposition} ${where}`
}
