import { diffArrays } from 'diff'
import { isDeepStrictEqual } from 'node:util'

const wholeFile = '(the whole file)'
const more = /^…and (\d+) more$/

/**
 * Where two versions of the site's data differ, as readable paths: 'business.phones[0].number',
 * 'pages./about.blocks[2].heading', 'services[9] (added)', 'faq.items[1] (removed)', 'pages./offers (added)'.
 * Objects are compared key by key and arrays item by item, with unchanged items lined up, so that one
 * item inserted in a list reads as one addition rather than a change to every item after it. An added
 * or removed key or item is one path, not one per field inside it. Beyond `limit` paths, the last line
 * says how many more there are ('…and 12 more'); `changeCount` counts them back.
 */
export function changedPaths(before: unknown, after: unknown, limit = 100): string[] {
  const paths: string[] = []
  compare(before, after, '', paths)
  if (paths.length <= limit) return paths
  return [...paths.slice(0, limit), `…and ${paths.length - limit} more`]
}

/** How many changes a list from `changedPaths` stands for, the summed-up ones included. */
export function changeCount(paths: readonly string[]): number {
  const hidden = more.exec(paths.at(-1) ?? '')
  return hidden ? paths.length - 1 + Number(hidden[1]) : paths.length
}

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const keyPath = (path: string, key: string) => (path ? `${path}.${key}` : key)

function compare(before: unknown, after: unknown, path: string, paths: string[]): void {
  if (isDeepStrictEqual(before, after)) return
  if (isObject(before) && isObject(after)) return compareObjects(before, after, path, paths)
  if (Array.isArray(before) && Array.isArray(after)) return compareArrays(before, after, path, paths)
  paths.push(path || wholeFile)
}

function compareObjects(before: Data, after: Data, path: string, paths: string[]): void {
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(before, key)) paths.push(`${keyPath(path, key)} (added)`)
    else compare(before[key], after[key], keyPath(path, key), paths)
  }
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key)) paths.push(`${keyPath(path, key)} (removed)`)
  }
}

/** A changed item shows up as a removal beside an addition; such pairs are compared inside. */
function compareArrays(before: unknown[], after: unknown[], path: string, paths: string[]): void {
  let oldIndex = 0
  let newIndex = 0
  let removed: number[] = []
  let added: number[] = []
  const flush = () => {
    const paired = Math.min(removed.length, added.length)
    for (let n = 0; n < paired; n++) compare(before[removed[n]!], after[added[n]!], `${path}[${added[n]}]`, paths)
    for (const index of added.slice(paired)) paths.push(`${path}[${index}] (added)`)
    for (const index of removed.slice(paired)) paths.push(`${path}[${index}] (removed)`)
    removed = []
    added = []
  }
  for (const change of diffArrays(before, after, { comparator: isDeepStrictEqual })) {
    if (change.removed) for (let n = 0; n < change.count; n++) removed.push(oldIndex++)
    else if (change.added) for (let n = 0; n < change.count; n++) added.push(newIndex++)
    else {
      flush()
      oldIndex += change.count
      newIndex += change.count
    }
  }
  flush()
}
