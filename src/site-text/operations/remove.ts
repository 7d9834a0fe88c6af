import { isSeq } from 'yaml'
import { blockEntries, entryTexts, rewriteEntries } from '../yaml/block-entries.ts'
import { editRefusal } from '../edit-error.ts'
import { flowEntryTexts, isFlow, rewriteFlow } from '../yaml/flow-entries.ts'
import { requireSlot } from '../yaml/locate.ts'
import type { Path } from '../path.ts'
import { replaceValue } from '../yaml/replace-value.ts'
import type { SiteSource, Splice } from '../source.ts'

/**
 * Removes the map entry or list item at `path` with all its lines (and the comments that go with it, see
 * BlockEntry). Removing the only entry leaves an empty collection in its place: `blocks: []`, `social: {}`.
 */
export function removeAt(source: SiteSource, path: Path): Splice {
  const slot = requireSlot(source.doc, path)
  if (slot.kind === 'root') throw editRefusal('doesNotFit', 'Say what to remove: the path is empty.')
  const { text } = source
  const { parent, index } = slot
  if (isFlow(parent)) return rewriteFlow(text, parent, flowEntryTexts(text, parent).toSpliced(index, 1))
  const entries = blockEntries(text, parent)
  if (entries.length === 1)
    return replaceValue(source, requireSlot(source.doc, path.slice(0, -1)), isSeq(parent) ? [] : {})
  return rewriteEntries(text, entries, entryTexts(text, entries).toSpliced(index, 1))
}
