import { expect } from 'vitest'
import { parseDocument } from 'yaml'
import { applyEdit, type PathOp } from './edit.ts'
import type { Path } from './path.ts'

/** Test helper: applies `op`, and proves the result reads without errors and holds exactly the old data with `op` applied. */
export function expectEdit(text: string, op: PathOp): string {
  const before: unknown = parseDocument(text, { uniqueKeys: false }).toJS()
  const result = applyEdit(text, op)
  const doc = parseDocument(result, { uniqueKeys: false })
  expect(doc.errors.map((error) => error.message)).toEqual([])
  const expected = editData(before, op)
  expect(doc.toJS()).toEqual(expected)
  // toEqual ignores the order of keys; a renamed key or a new one must also be in the right place.
  expect(JSON.stringify(doc.toJS())).toBe(JSON.stringify(expected))
  return result
}

type Data = Record<string | number, unknown>

function at(data: unknown, path: Path): Data {
  return path.reduce<Data>((node, segment) => node?.[segment] as Data, data as Data)
}

/** The same edit made on plain data, as the reference the text edit must match. */
export function editData(data: unknown, op: PathOp): unknown {
  const root = structuredClone({ root: data })
  const path = ['root', ...op.path]
  const parent = at(root, path.slice(0, -1))
  const last = path.at(-1) as string | number
  switch (op.op) {
    case 'set':
      setDeep(root, path, op.value)
      break
    case 'remove':
      if (Array.isArray(parent)) parent.splice(last as number, 1)
      else delete parent[last]
      break
    case 'insert':
      if (!Array.isArray(at(root, path.slice(0, -1))?.[last])) setDeep(root, path, [])
      ;(at(root, path) as unknown as unknown[]).splice(op.index, 0, structuredClone(op.value))
      break
    case 'move': {
      const list = at(root, path) as unknown as unknown[]
      list.splice(op.to, 0, ...list.splice(op.from, 1))
      break
    }
    case 'duplicate': {
      const list = at(root, path) as unknown as unknown[]
      list.splice(op.index + 1, 0, structuredClone(list[op.index]))
      break
    }
    case 'renameKey': {
      const map = at(root, path)
      const renamed = Object.fromEntries(
        Object.entries(map).map(([key, value]) => [key === op.from ? op.to : key, value]),
      )
      setDeep(root, path, renamed)
      break
    }
  }
  return root.root
}

function setDeep(root: Data, path: Path, value: unknown): void {
  let node = root
  for (const segment of path.slice(0, -1)) {
    if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = {}
    node = node[segment] as Data
  }
  node[path.at(-1) as string | number] = structuredClone(value)
}
