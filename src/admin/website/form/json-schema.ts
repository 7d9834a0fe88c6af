import { fieldRules } from '../../../forms/kinds/rules.ts'
import type { DataPath } from '../../../model/data-path.ts'

/** The parts of site.schema.json the editor reads to draw its forms. */
export interface JsonSchema {
  type?: string | string[]
  title?: string
  description?: string
  hint?: string
  properties?: Record<string, JsonSchema>
  patternProperties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  maxLength?: number
  discriminator?: { propertyName: string }
  'x-link'?: boolean
  'x-public-file'?: boolean
  'x-phone'?: boolean
  'x-form-ref'?: boolean
  'x-phone-label'?: boolean
  'x-social-profile'?: boolean
  'x-markdown'?: boolean
  'x-long-text'?: boolean
  'x-web-address'?: boolean
  /** A block type's name in words ("Big picture with heading"), declared in the block's folder, or a field's whose key says another thing elsewhere. */
  'x-label'?: string
  /** Filled-in values as an editor would write them; a block's first is what "Add section" starts it with. */
  examples?: unknown[]
  /** Written in the whole text only (styles, class names): the form leaves it out. */
  'x-text-only'?: boolean
  /** Changed by the website's developer only (a language code, an address): the form keeps it under "For the web developer". */
  'x-advanced'?: boolean
  /** The number of a blog post: the form offers the posts by title. */
  'x-post-ref'?: boolean
  /** Rows of a table: the key beside them whose list names the columns, one cell of each row for each. */
  'x-cells-per-row'?: string
}

/** A place in the site's data: ['services', 2, 'image', 'src']. */
export type Path = DataPath

/** How a field is edited, decided from its schema alone, so a new block needs no editor code. */
export type FieldKind =
  | 'object'
  | 'record'
  | 'list'
  | 'blocks'
  | 'choice'
  | 'yes-no'
  | 'number'
  | 'date'
  | 'time'
  | 'phone'
  | 'email'
  | 'link'
  | 'web-address'
  | 'picture'
  | 'form-id'
  | 'phone-label'
  | 'post'
  | 'markdown'
  | 'long-text'
  | 'text'

const timePattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$'

export function kindOf(schema: JsonSchema): FieldKind {
  if (schema['x-post-ref']) return 'post'
  if (schema.oneOf && schema.discriminator) return 'blocks'
  if (schema.type === 'array') return schema.items?.oneOf && schema.items.discriminator ? 'blocks' : 'list'
  if (schema.type === 'object') return schema.properties ? 'object' : 'record'
  if (schema.type === 'boolean') return 'yes-no'
  if (schema.type === 'number' || schema.type === 'integer') return 'number'
  if (schema.enum) return 'choice'
  if (schema['x-link']) return 'link'
  if (schema['x-public-file']) return 'picture'
  if (schema['x-phone']) return 'phone'
  if (schema['x-form-ref']) return 'form-id'
  if (schema['x-phone-label']) return 'phone-label'
  if (schema.format === 'date') return 'date'
  if (schema.format === 'email') return 'email'
  if (schema.pattern === timePattern) return 'time'
  if (schema['x-web-address']) return 'web-address'
  if (schema['x-markdown']) return 'markdown'
  if (schema['x-long-text']) return 'long-text'
  return 'text'
}

/** The schema of a record's values: pages by address, forms by id. */
export const recordValueSchema = (schema: JsonSchema): JsonSchema | undefined =>
  Object.values(schema.patternProperties ?? {})[0]

const spelledOut: Record<string, string> = {
  url: 'Web address',
  faq: 'Questions and answers',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  src: 'Picture',
  alt: 'Describe the picture for someone who cannot see it',
  slug: 'Web address',
  metaDescription: 'Description for search results',
  featuredImage: 'Main picture',
  relatedPosts: 'Related posts',
  youtubeId: 'YouTube video',
  prefill: 'Form opens with',
  locale: 'Language',
  id: 'Number',
  whatsapp: 'WhatsApp',
  excerpt: 'Short summary',
  pageSize: 'Posts on each page',
  messageDelay: 'Typing dots before the greeting',
  allowClickAway: 'Close when the visitor taps outside',
  allowEsc: 'Close with Esc on a keyboard',
  notification: 'Badge on the button',
  notificationDelay: 'Seconds before the badge',
  notificationLoop: 'Times the badge comes back',
  notificationSound: 'Sound with the badge',
  chatboxHeight: 'Height of the chat box',
  blocks: 'Sections',
  placeholder: 'Hint inside the empty box',
  statusMessage: 'Line under the name',
  notificationSoundSrc: 'Notification sound',
  query: 'Place the map shows',
  avatar: 'Picture beside the name',
  tags: 'Topics',
  phones: 'Phone numbers',
  social: 'Social media',
  navigation: 'Main menu',
  headerButton: 'Button at the top',
  mobileNavigation: 'Menus on phones',
  notFound: 'Page for a wrong address',
  redirects: 'Forwarded addresses',
  intro: 'Line under the heading',
  emptyText: 'Words while there are no posts',
  linkLabel: 'Words of the link',
  suffix: 'After the number',
  poster: 'Picture before the video plays',
  networks: 'Social networks',
  kind: 'Kind of answer',
  required: 'Message when it is left empty',
  invalid: 'Message when the answer is not right',
  submitLabel: 'Words on the send button',
  action: 'Where the answers go',
  success: 'Thank-you message',
  successDetail: 'Second thank-you line',
  failure: 'Message when sending fails',
  networkFailure: 'Message when there is no connection',
  accountName: 'Name at the top of the chat',
  chatMessage: 'Greeting',
  darkMode: 'Dark colours',
  content: 'Text of the post',
  authorBio: 'About the author',
  credit: 'Credit line',
}

/**
 * The words for a choice whose value is a programmer's word (a form field's kind, from its rule); any other value
 * is written as labelOf writes it.
 */
const choiceWords: Record<string, string> = Object.fromEntries(
  Object.entries(fieldRules).map(([kind, rule]) => [kind, rule.words]),
)

/** A value of a fixed list of choices ("tel", "services") in words ("Phone number", "Services"). */
export const choiceLabel = (value: string): string => choiceWords[value] ?? labelOf(value)

/** "phoneNumber" → "Phone number", "HVACBusiness" → "HVAC business" (capitals together stay); "/about" stays as it is. */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `Item ${key + 1}`
  if (key.startsWith('/')) return key
  if (spelledOut[key]) return spelledOut[key]
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[-_ ]/)
    .map((word, index) => (index === 0 || /^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A value to start a new field or item with: the schema's default, or empty but of the right shape. */
export function startingValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  switch (kindOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).flatMap((key) => {
          const child = schema.properties?.[key]
          return child ? [[key, startingValue(child)]] : []
        }),
      )
    case 'record':
      return {}
    case 'list':
      return schema.minItems && schema.items ? [startingValue(schema.items)] : []
    case 'blocks':
      return []
    case 'yes-no':
      return false
    case 'number':
    case 'post':
      return schema.minimum ?? 0
    case 'choice':
      return schema.enum?.[0] ?? ''
    default:
      return ''
  }
}

/** The branch of a block list for one block type. */
export const blockBranch = (schema: JsonSchema, type: string): JsonSchema | undefined =>
  schema.oneOf?.find((branch) => branch.properties?.type?.const === type)

export const pathId = (path: Path): string => `field-${path.map((part) => encodeURIComponent(String(part))).join('.')}`

export const pathKey = (path: Path): string => JSON.stringify(path)
