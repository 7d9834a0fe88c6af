import { isRecord } from '../../../model/is-record.ts'
import type { Path } from '../form/json-schema.ts'
import { pathInWords } from '../path-words.ts'
import { valuesInOrder } from './values-in-order.ts'

/** One place the website shows a picture. */
export interface PictureUse {
  /** Where, in the office's words: "On the home page, Repairs card". */
  place: string
  /** How the picture is described there; '' when it is not. */
  alt: string
}

const picturePath = /^\/images\/\S+\.(avif|gif|jpe?g|png|svg|webp)$/i
/** A picture written in a text: ![what it shows](/images/…). */
const textPicture = /!\[([^\]]*)\]\((\/images\/[^)\s]+)/g
/** The blocks that open a page with its big picture. */
export const pageTopBlocks: readonly string[] = ['cover', 'hero']

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The label of a menu entry (at any depth) that leads to `link`, if one does. */
function menuLabel(data: Record<string, unknown>, link: string): string | undefined {
  const waiting = [...records(data.navigation)]
  for (let visited = 0; waiting.length > 0 && visited < 1_000; visited++) {
    const item = waiting.shift()!
    if (item.link === link && text(item.label)) return text(item.label)
    waiting.push(...records(item.items))
  }
  return undefined
}

/** "the home page", "the Repairs page", "the About Us page", "the page “Gallery of our work”". */
export function pageName(data: unknown, address: string): string {
  const site = isRecord(data) ? data : {}
  if (address === '/') return 'the home page'
  const service = records(site.services).find((entry) => entry.link === address && text(entry.name))
  if (service) return `the ${text(service.name)} page`
  const label = menuLabel(site, address)
  if (label) return `the ${label} page`
  const page = isRecord(site.pages) ? site.pages[address] : undefined
  const title = isRecord(page) ? text(page.title) : ''
  return title ? `the page “${title}”` : 'a page'
}

/** The pages that show the services' cards, named: "the home page and the About Us page". */
function cardPages(site: Record<string, unknown>): string {
  const pages = isRecord(site.pages) ? site.pages : {}
  const names = Object.entries(pages)
    .filter(([, page]) => isRecord(page) && records(page.blocks).some((block) => block.type === 'service-cards'))
    .map(([address]) => pageName(site, address))
  if (names.length === 0) return 'In the list of services'
  return `On ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`
}

/** Where a value at a path is in the data, in the form's words: the editor's own, which knows the schema's labels. */
type Describe = (path: Path, data: unknown) => string

/** Where the picture at `path` (its group of picture and description, or the picture alone) shows, in words. */
export function picturePlace(data: unknown, path: Path, describe: Describe = pathInWords): string {
  const site = isRecord(data) ? data : {}
  const [first, second, third, fourth] = path
  if (first === 'services' && typeof second === 'number') {
    const name = text(records(site.services)[second]?.name)
    return `${cardPages(site)}, ${name ? `${name} card` : 'a service’s card'}`
  }
  if (first === 'pages' && typeof second === 'string') {
    const page = pageName(site, second)
    const pageValue = isRecord(site.pages) ? site.pages[second] : undefined
    if (third !== 'blocks' || typeof fourth !== 'number') return `On ${page}`
    const block = records(isRecord(pageValue) ? pageValue.blocks : undefined)[fourth] ?? {}
    if (fourth === 0 && pageTopBlocks.includes(text(block.type))) return `On ${page}, at the top`
    const heading = text(block.heading)
    return `On ${page}, ${heading ? `in the part “${heading}”` : `in part ${fourth + 1}`}`
  }
  if (first === 'blog' && second === 'posts' && typeof third === 'number') {
    const title = text(records(isRecord(site.blog) ? site.blog.posts : undefined)[third]?.title)
    const post = title ? `the post “${title}”` : 'a post'
    return fourth === 'featuredImage' ? `At the top of ${post}` : `In ${post}`
  }
  return describe(path, data)
}

/**
 * Every picture the draft shows, with each place it shows it and how it is described there: groups of a
 * picture and its description, pictures on their own (a chat's picture), and pictures written in texts.
 */
export function pictureUses(data: unknown, describe?: Describe): Map<string, PictureUse[]> {
  const uses = new Map<string, PictureUse[]>()
  const add = (src: string, path: Path, alt: string) => {
    const list = uses.get(src) ?? []
    list.push({ place: picturePlace(data, path, describe), alt })
    uses.set(src, list)
  }
  for (const [value, path] of valuesInOrder(data)) {
    if (typeof value === 'string') {
      // A group's picture is counted with the group, which holds its description.
      if (picturePath.test(value)) {
        if (path.at(-1) !== 'src') add(value, path, '')
      } else for (const [, alt, src] of value.matchAll(textPicture)) add(src!, path, alt!.trim())
    } else if (isRecord(value) && picturePath.test(text(value.src))) add(text(value.src), path, text(value.alt).trim())
  }
  return uses
}
