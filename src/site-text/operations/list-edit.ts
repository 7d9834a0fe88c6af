import { isMap, isSeq, type YAMLSeq } from 'yaml'
import { blockEntries, entryTexts, rewriteEntries, type EntryText } from '../yaml/block-entries.ts'
import { editRefusal } from '../edit-error.ts'
import { flowEntryTexts, flowPadding, isFlow, rewriteFlow } from '../yaml/flow-entries.ts'
import { requireSlot } from '../yaml/locate.ts'
import { flowItem, flowText, isCollectionValue, itemLines } from '../yaml/new-text.ts'
import { describePath, type Path } from '../path.ts'
import { replaceValue } from '../yaml/replace-value.ts'
import type { SiteSource, Splice } from '../source.ts'

/** A change to the order or number of a list's items, made the same way whatever the items' text looks like. */
export type ListChange = <Entry>(entries: readonly Entry[], added: (value: unknown) => Entry) => Entry[]

/**
 * Applies `change` to the list at `path`. Items of a block list move as whole lines, and a new item takes the
 * style of the first one (`- { label: Home }` after flow maps, block style otherwise). A flow list is rewritten
 * on one line with each item's own text.
 */
export function editList(source: SiteSource, path: Path, change: ListChange): Splice {
  const { text } = source
  const slot = requireSlot(source.doc, path)
  const list = slot.node
  if (!isSeq(list)) throw editRefusal('doesNotFit', `${describePath(path)} is not a list.`)
  if (isFlow(list)) {
    const padded = flowPadding(text, list)
    return rewriteFlow(
      text,
      list,
      change(flowEntryTexts(text, list), (value) => flowItem(value, padded)),
    )
  }
  const entries = blockEntries(text, list as YAMLSeq.Parsed)
  const column = entries[0]?.column ?? 0
  const added = (value: unknown): EntryText => ({ text: newItemLines(text, list as YAMLSeq.Parsed, value, column) })
  const next = change(entryTexts(text, entries), added)
  if (next.length === 0) return replaceValue(source, slot, [])
  return rewriteEntries(text, entries, next)
}

function newItemLines(text: string, list: YAMLSeq.Parsed, value: unknown, column: number): string {
  const sample = list.items[0]
  const sameKind = isCollectionValue(value) && (Array.isArray(value) ? isSeq(sample) : isMap(sample))
  if (sameKind && isFlow(sample)) return `${' '.repeat(column)}- ${flowText(value, flowPadding(text, sample))}\n`
  return itemLines(value, column)
}
