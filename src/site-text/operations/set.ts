import { isMap, isSeq, type YAMLMap } from 'yaml'
import { blockEntries, entryTexts, rewriteEntries } from '../yaml/block-entries.ts'
import { editRefusal } from '../edit-error.ts'
import { flowEntryTexts, flowPadding, isFlow, rewriteFlow } from '../yaml/flow-entries.ts'
import { isEmptyValue, itemCount, lookup } from '../yaml/locate.ts'
import { flowPair, pairLines } from '../yaml/new-text.ts'
import { describePath, type Path } from '../path.ts'
import { replaceValue } from '../yaml/replace-value.ts'
import { keyText } from '../yaml/scalar-text.ts'
import type { SiteSource, Splice } from '../source.ts'

/** Sets the value at `path`, creating the missing map keys on the way (each added at the end of its map). */
export function setAt(source: SiteSource, path: Path, value: unknown): Splice {
  if (value === undefined)
    throw editRefusal('doesNotFit', `No value was given for ${describePath(path)}; to delete it, remove it.`)
  if (path.length === 0) throw editRefusal('doesNotFit', 'Say which value to set: the path is empty.')
  const { slot, found, missing } = lookup(source.doc, path)
  const [key, ...below] = missing
  if (key === undefined) return replaceValue(source, slot, value)
  const where = describePath(found)
  if (isSeq(slot.node)) {
    const count = itemCount(slot.node.items.length)
    throw editRefusal(
      'doesNotFit',
      `${where} has ${count}, so there is no item ${describePath([key])} to set; insert one instead.`,
    )
  }
  if (typeof key === 'number' || below.some((segment) => typeof segment === 'number')) {
    throw editRefusal(
      'doesNotFit',
      `Nothing is at ${describePath(path)}, and a list cannot be made by setting one of its items.`,
    )
  }
  const nested = below.reduceRight<unknown>((inner, segment) => ({ [segment]: inner }), value)
  if (isMap(slot.node)) return addPair(source, slot.node as YAMLMap.Parsed, key, nested)
  if (isEmptyValue(slot.node)) return replaceValue(source, slot, { [key]: nested })
  throw editRefusal('doesNotFit', `${where} is a single value, so it cannot hold "${key}".`)
}

/** Adds `key: value` after the last entry of `map`, at the column of its keys. */
function addPair(source: SiteSource, map: YAMLMap.Parsed, key: string, value: unknown): Splice {
  const { text } = source
  if (isFlow(map)) {
    const added = flowPair(key, value, flowPadding(text, map))
    return rewriteFlow(text, map, [...flowEntryTexts(text, map), added])
  }
  const entries = blockEntries(text, map)
  const column = entries[0]?.column ?? 0
  const added = { text: pairLines(keyText(key, undefined, false), value, column) }
  return rewriteEntries(text, entries, [...entryTexts(text, entries), added])
}
