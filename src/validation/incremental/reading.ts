import { isMap, type Document, type Node, type Pair } from 'yaml'
import type { PathSegment } from '../../model/data-path.ts'
import { parseSource, type SourceFile } from '../source.ts'
import { isClean } from './clean-source.ts'
import type { Region } from './regions.ts'
import { reparse } from './reparse.ts'

/**
 * A site.yaml text as read: where every value is written, and, when nothing in how it is written is
 * wrong (see clean-source.ts), the data it holds.
 */
export interface Reading {
  source: SourceFile
  /** The data, for a clean text only: the check then looks at the values and not again at how they are written. */
  clean?: { data: unknown }
}

/** How the data is taken from what the reader read: a name (`&`) may be referred to (`*`) at most 100 times. */
export const toJSOptions = { maxAliasCount: 100 }

/** Reads a whole text. */
export function readText(name: string, text: string): Reading {
  const source = parseSource(name, text)
  return isClean(source) ? { source, clean: { data: source.doc.toJS(toJSOptions) } } : { source }
}

/**
 * Reads `text`, a later version of the text `before` read, by reading again only the part that changed
 * when it can (see reparse.ts); the data then changes in that part only, and the rest of it stays the very
 * same objects. Takes `before` over: it must not be used again.
 */
export function readChange(before: Reading, text: string): Reading {
  const reread = before.clean ? reparse(before.source, text) : undefined
  if (!reread || !before.clean) return readText(before.source.name, text)
  return { source: reread.source, clean: { data: withRegion(before.clean.data, reread.changed, reread.source.doc) } }
}

/** A copy of `data` with the values of the entries of `region` read afresh from `doc`; only the groups and lists on the way are copied. */
function withRegion(data: unknown, region: Region, doc: Document.Parsed): unknown {
  const replace = (collection: unknown): unknown => {
    if (isMap(region.node)) {
      const copy = { ...(collection as Record<string, unknown>) }
      for (const pair of region.node.items.slice(region.first, region.last + 1) as Pair[]) {
        const key = String((pair.key as { value: unknown }).value)
        setOwn(copy, key, pair.value ? (pair.value as Node).toJS(doc, toJSOptions) : null)
      }
      return copy
    }
    const copy = [...(collection as unknown[])]
    for (let index = region.first; index <= region.last; index++)
      copy[index] = (region.node.items[index] as Node).toJS(doc, toJSOptions)
    return copy
  }
  const copyAlong = (node: unknown, path: readonly PathSegment[]): unknown => {
    const [segment, ...rest] = path
    if (segment === undefined) return replace(node)
    const copy = Array.isArray(node) ? [...node] : { ...(node as Record<string, unknown>) }
    setOwn(copy, segment, copyAlong((node as Record<PathSegment, unknown>)[segment], rest))
    return copy
  }
  return copyAlong(data, region.path)
}

/** Sets a value of a copy as the reader does: a key such as "__proto__" is a key like any other. */
const setOwn = (copy: object, key: PathSegment, value: unknown) =>
  Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true })
