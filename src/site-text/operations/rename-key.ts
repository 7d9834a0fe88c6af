import { isMap, isScalar, type YAMLMap } from 'yaml'
import { editRefusal } from '../edit-error.ts'
import { isFlow } from '../yaml/flow-entries.ts'
import { keyMatches, requireSlot } from '../yaml/locate.ts'
import { describePath, type Path } from '../path.ts'
import { keyText } from '../yaml/scalar-text.ts'
import type { SiteSource, Splice } from '../source.ts'

/** Renames the key `from` of the map at `path` to `to`, in place: its value, comments and position stay. */
export function renameKey(source: SiteSource, path: Path, from: string, to: string): Splice {
  const where = describePath(path)
  const map = requireSlot(source.doc, path).node
  if (!isMap(map)) throw editRefusal('doesNotFit', `${where} is not a map, so it has no keys to rename.`)
  const entries = (map as YAMLMap.Parsed).items
  const key = entries.find((pair) => keyMatches(pair.key, from))?.key
  if (!key) throw editRefusal('doesNotFit', `${where} has no "${from}" to rename.`)
  if (!isScalar(key))
    throw editRefusal('doesNotFit', `The key "${from}" of ${where} is not a plain name, so it cannot be renamed.`)
  if (from === to) return { from: key.range[0], to: key.range[0], text: '' }
  if (entries.some((pair) => keyMatches(pair.key, to))) {
    throw editRefusal('nameTaken', where, to, from)
  }
  return { from: key.range[0], to: key.range[1], text: keyText(to, key.type, isFlow(map)) }
}
