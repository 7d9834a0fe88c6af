import { pathKey, type Path } from '../form/json-schema.ts'
import { lineShape, scalarText, type LineShape } from './line-shape.ts'

/** A block mapping of the text: where it sits in the data, the column of its keys, the line it starts on. */
export interface Mapping {
  path: Path
  col: number
  firstLine: number
}

/**
 * Reads the structure of block-style YAML from indentation alone, so that it still works while a
 * line is half typed (which is when the `yaml` parser gives up). `overrides` stands in for lines
 * whose text should not be read as written, such as the one being typed.
 */
export function yamlStructure(lines: readonly string[], overrides: ReadonlyMap<number, LineShape | undefined>) {
  const shapes = new Map(overrides)
  const found = new Map<string, Mapping>()

  const shapeAt = (index: number): LineShape | undefined => {
    if (!shapes.has(index)) shapes.set(index, lineShape(lines[index] ?? ''))
    return shapes.get(index)
  }
  const holdsNoValue = (shape: LineShape) => shape.key !== undefined && scalarText(shape.key.value) === ''

  /** The path of the sequence item whose `- ` is the `dash`-th marker of `line`. */
  function itemPath(line: number, dash: number): Path | undefined {
    if (dash > 0) {
      const outer = itemPath(line, dash - 1)
      return outer && [...outer, 0]
    }
    const col = shapeAt(line)!.dashes[0]!
    let index = 0
    for (let above = line - 1; above >= 0; above--) {
      const shape = shapeAt(above)
      if (!shape || shape.indent > col) continue
      if (shape.dashes[0] === col) {
        index++
        continue
      }
      // The key holding the sequence; a compact sequence stands at its key's column.
      if (shape.key && shape.key.col <= col && holdsNoValue(shape)) {
        const parent = mappingAt(above, shape.key.col)
        return parent && [...parent.path, shape.key.name, index]
      }
      if (!shape.key && shape.dashes.length > 0 && shape.dashes.at(-1)! < col) {
        const outer = itemPath(above, shape.dashes.length - 1)
        return outer && [...outer, index]
      }
      return undefined
    }
    return undefined
  }

  /** The mapping a line above opens for keys at `col`: as the value of its key, or as a bare `-` item. */
  function openedBy(line: number, col: number): Mapping | undefined {
    const shape = shapeAt(line)!
    if (shape.key && shape.key.col < col) {
      if (!holdsNoValue(shape)) return undefined
      const parent = mappingAt(line, shape.key.col)
      return parent && { path: [...parent.path, shape.key.name], col, firstLine: line + 1 }
    }
    if (!shape.key && shape.dashes.length > 0 && shape.dashes.at(-1)! < col) {
      const item = itemPath(line, shape.dashes.length - 1)
      return item && { path: item, col, firstLine: line + 1 }
    }
    return undefined
  }

  function mappingAbove(line: number, col: number): Mapping | undefined {
    for (let index = line - 1; index >= 0; index--) {
      const shape = shapeAt(index)
      if (!shape || shape.indent > col) continue
      if (shape.key?.col === col) {
        if (shape.dashes.length === 0) continue
        const item = itemPath(index, shape.dashes.length - 1)
        return item && { path: item, col, firstLine: index }
      }
      if (shape.indent === col) {
        // A compact sequence under a key of this mapping; anything else here is not a mapping.
        if (shape.dashes.length > 0) continue
        return undefined
      }
      return openedBy(index, col)
    }
    return col === 0 ? { path: [], col, firstLine: 0 } : undefined
  }

  /** The mapping whose keys stand at `col` and which holds `line`. */
  function mappingAt(line: number, col: number): Mapping | undefined {
    const own = shapeAt(line)
    const startsHere = own?.key?.col === col && own.dashes.length > 0
    const item = startsHere ? itemPath(line, own.dashes.length - 1) : undefined
    const mapping = startsHere ? item && { path: item, col, firstLine: line } : mappingAbove(line, col)
    if (mapping) found.set(pathKey(mapping.path), mapping)
    return mapping
  }

  /** The keys of a mapping with the scalar written after each, in the order written. */
  function keysOf(mapping: Mapping): Map<string, string> {
    const keys = new Map<string, string>()
    for (let index = mapping.firstLine; index < lines.length; index++) {
      const shape = shapeAt(index)
      if (!shape) continue
      if (shape.key?.col === mapping.col && (index === mapping.firstLine || shape.dashes.length === 0)) {
        if (shape.key.name) keys.set(shape.key.name, scalarText(shape.key.value))
        continue
      }
      if (shape.indent > mapping.col) continue
      if (shape.indent === mapping.col && shape.dashes.length > 0) continue
      break
    }
    return keys
  }

  /** The `type:` of a mapping met while finding one, if it has one. */
  const typeAt = (path: Path): string | undefined => {
    const mapping = found.get(pathKey(path))
    return mapping && keysOf(mapping).get('type')
  }

  return { shapeAt, mappingAt, keysOf, typeAt }
}
