import { isSeq } from 'yaml'
import { editRefusal } from '../edit-error.ts'
import { isFlow } from '../yaml/flow-entries.ts'
import { editList } from './list-edit.ts'
import { isEmptyValue, itemCount, lookup, requireSlot } from '../yaml/locate.ts'
import { describePath, type Path } from '../path.ts'
import { replaceValue } from '../yaml/replace-value.ts'
import { setAt } from './set.ts'
import type { SiteSource, Splice } from '../source.ts'

function listLength(source: SiteSource, path: Path): number {
  const node = requireSlot(source.doc, path).node
  if (!isSeq(node)) throw editRefusal('doesNotFit', `${describePath(path)} is not a list.`)
  return node.items.length
}

function checkPosition(path: Path, position: number, length: number, allowEnd = false): void {
  const last = allowEnd ? length : length - 1
  if (Number.isInteger(position) && position >= 0 && position <= last) return
  const positions = last < 0 ? 'it is empty' : `positions go from 0 to ${last}`
  throw editRefusal(
    'doesNotFit',
    `${describePath(path)} has ${itemCount(length)}, so there is no position ${position} (${positions}).`,
  )
}

/** Inserts `value` at `index` (the length appends). A missing or empty list is created, or written, with `value` in it. */
export function insertAt(source: SiteSource, path: Path, index: number, value: unknown): Splice {
  const { slot, missing } = lookup(source.doc, path)
  const absent = missing.length > 0 || isEmptyValue(slot.node)
  const empty = absent || (isSeq(slot.node) && isFlow(slot.node) && slot.node.items.length === 0)
  if (empty) {
    checkPosition(path, index, 0, true)
    return absent ? setAt(source, path, [value]) : replaceValue(source, slot, [value])
  }
  checkPosition(path, index, listLength(source, path), true)
  return editList(source, path, (entries, added) => entries.toSpliced(index, 0, added(value)))
}

/** Moves the item at `from` so that it ends up at position `to`. */
export function moveItem(source: SiteSource, path: Path, from: number, to: number): Splice {
  const length = listLength(source, path)
  checkPosition(path, from, length)
  checkPosition(path, to, length)
  return editList(source, path, (entries) => {
    const moved = entries[from]
    return moved === undefined ? [...entries] : entries.toSpliced(from, 1).toSpliced(to, 0, moved)
  })
}

/** Puts a copy of the item at `index` just after it. */
export function duplicateItem(source: SiteSource, path: Path, index: number): Splice {
  checkPosition(path, index, listLength(source, path))
  return editList(source, path, (entries) => {
    const copied = entries[index]
    return copied === undefined ? [...entries] : entries.toSpliced(index + 1, 0, copied)
  })
}
