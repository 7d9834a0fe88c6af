import { isRecord } from '../../../model/is-record.ts'
import { writtenPostPath } from '../../../languages/blog-in-language.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import type { Path } from '../form/json-schema.ts'
import { serviceChoiceValue } from '../../../model/service-choices.ts'

export interface Removal {
  /** The edits that take the service or post away, with its page, menu entries and form choices. */
  edits: EditOp[]
  /** The places that link to it and would lead nowhere once it is gone. */
  breaking: Path[]
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])
const startsWith = (path: Path, prefix: Path) => prefix.every((part, index) => path[index] === part)

/** Every text of the site that leads to `address`: a link field, or a link written in a long text. */
function linksTo(data: unknown, address: string, skipped: Path[]): Path[] {
  const found: Path[] = []
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const inText = new RegExp(`\\]\\(${escaped}(?:[#?][^)]*)?\\)`)
  const visit = (value: unknown, path: Path, depth: number) => {
    if (depth > 40 || skipped.some((prefix) => startsWith(path, prefix))) return
    if (typeof value === 'string') {
      if (value === address || value.startsWith(`${address}#`) || inText.test(value)) found.push(path)
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index], depth + 1))
    else if (isRecord(value)) for (const [key, item] of Object.entries(value)) visit(item, [...path, key], depth + 1)
  }
  visit(data, [], 0)
  return found
}

/** Removing the service at `index`: its card, its page, its menu entries and its choice in the forms. */
export function serviceRemoval(data: unknown, index: number): Removal {
  const site = isRecord(data) ? data : {}
  const service = records(site.services)[index] ?? {}
  const address = typeof service.link === 'string' ? service.link : ''
  const pages = isRecord(site.pages) ? site.pages : {}
  const hasPage = address.startsWith('/') && address in pages
  const optionValue = address.startsWith('/') ? serviceChoiceValue({ name: String(service.name), link: address }) : ''
  const removed: Path[] = [['services', index]]
  if (hasPage) removed.push(['pages', address])
  records(site.navigation).forEach((item, itemIndex) =>
    records(item.items).forEach((entry, entryIndex) => {
      if (entry.link === address) removed.push(['navigation', itemIndex, 'items', entryIndex])
    }),
  )
  const forms = isRecord(site.forms) ? site.forms : {}
  for (const [formId, form] of Object.entries(forms))
    records(isRecord(form) ? form.fields : undefined).forEach((field, fieldIndex) =>
      records(field.options).forEach((option, optionIndex) => {
        if (option.label === service.name || (optionValue !== '' && option.value === optionValue))
          removed.push(['forms', formId, 'fields', fieldIndex, 'options', optionIndex])
      }),
    )
  return {
    // The last items of a list go first, so that the places of the others stay right.
    edits: removed
      .slice()
      .sort((a, b) => Number(b.at(-1)) - Number(a.at(-1)) || 0)
      .map((path) => ({ op: 'remove', path })),
    breaking: address && hasPage ? linksTo(data, address, removed) : [],
  }
}

/** Removing the post at `index`, and where the site links to it (its address, or its number as a related post). */
export function postRemoval(data: unknown, index: number): Removal {
  const blog = isRecord(data) && isRecord(data.blog) ? data.blog : {}
  const posts = records(blog.posts)
  const post = posts[index] ?? {}
  const path: Path = ['blog', 'posts', index]
  const related: Path[] = posts.flatMap((other, otherIndex): Path[] =>
    otherIndex === index
      ? []
      : [
          ...(Array.isArray(other.relatedPosts) && other.relatedPosts.includes(post.id)
            ? [['blog', 'posts', otherIndex, 'relatedPosts'] as Path]
            : []),
          ...(other.translationOf === post.id ? [['blog', 'posts', otherIndex, 'translationOf'] as Path] : []),
        ],
  )
  const address = writtenPostPath(data, post) ?? ''
  return {
    edits: [{ op: 'remove', path }],
    breaking: [...(address ? linksTo(data, address, [path]) : []), ...related],
  }
}
