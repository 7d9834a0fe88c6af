import type { Path } from '../form/json-schema.ts'
import { lineShape, type LineShape } from './line-shape.ts'
import { yamlStructure } from './yaml-structure.ts'

/** What is being written at the cursor, and where in the data. */
export interface CursorContext {
  /** A key of the mapping at `path`, or the value of `key` in it. */
  position: 'key' | 'value'
  /** The mapping the cursor is in. */
  path: Path
  key?: string
  /** The word being completed: where it starts and ends, and the part of it already typed. */
  from: number
  to: number
  typed: string
  /** Whether the line goes on after the word (completing it then adds no `: `). */
  isFollowed: boolean
  /** The keys the mapping already has, the one at the cursor left out. */
  usedKeys: ReadonlySet<string>
  /** The `type:` of a mapping on the way to the cursor: a block's schema is chosen by it. */
  typeAt(path: Path): string | undefined
}

const keyBeingTyped = /^ *(?:- +)*([\w-]*)$/
const valueBeingTyped = /^ +([\w-]*)$/

/** The context at `offset` in `text`, or undefined where no key or simple value is being written. */
export function cursorContext(text: string, offset: number): CursorContext | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1
  const lineEnd = text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset)
  const before = text.slice(lineStart, offset)
  const after = text.slice(offset, lineEnd)
  const word = /^[\w-]*/.exec(after)![0]
  const isFollowed = after.slice(word.length).trim() !== ''

  const asKey = keyBeingTyped.exec(before)
  const shape = asKey ? lineShape(`${before.slice(0, before.length - asKey[1]!.length)}x`) : lineShape(before)
  const valueTyped = !asKey && shape?.key ? valueBeingTyped.exec(shape.key.value) : null
  if (!shape || (!asKey && !valueTyped)) return undefined

  const typed = asKey ? asKey[1]! : valueTyped![1]!
  const col = asKey ? before.length - typed.length : shape.key!.col
  const cursorLine = text.slice(0, lineStart).split('\n').length - 1
  const cursorShape: LineShape = { indent: shape.indent, dashes: shape.dashes, key: { col, name: '', value: '' } }
  const structure = yamlStructure(text.split('\n'), new Map([[cursorLine, cursorShape]]))
  const mapping = structure.mappingAt(cursorLine, col)
  if (!mapping) return undefined
  return {
    position: asKey ? 'key' : 'value',
    path: mapping.path,
    key: asKey ? undefined : shape.key!.name,
    from: offset - typed.length,
    to: offset + word.length,
    typed,
    isFollowed,
    usedKeys: new Set(structure.keysOf(mapping).keys()),
    typeAt: structure.typeAt,
  }
}
