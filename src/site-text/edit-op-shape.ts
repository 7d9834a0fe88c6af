import type { EditOp } from './edit.ts'

type Fields = Record<string, unknown>

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0
const isPath = (value: unknown) =>
  Array.isArray(value) && value.every((segment) => typeof segment === 'string' || isIndex(segment))

const shapes: Record<EditOp['op'], (op: Fields) => boolean> = {
  set: (op) => isPath(op.path) && 'value' in op,
  remove: (op) => isPath(op.path),
  insert: (op) => isPath(op.path) && isIndex(op.index) && 'value' in op,
  move: (op) => isPath(op.path) && isIndex(op.from) && isIndex(op.to),
  duplicate: (op) => isPath(op.path) && isIndex(op.index),
  renameKey: (op) => isPath(op.path) && typeof op.from === 'string' && typeof op.to === 'string',
  splice: (op) => isIndex(op.from) && isIndex(op.to) && typeof op.text === 'string',
}

/** Whether a value received from elsewhere (JSON) has the shape of an EditOp. */
export function isEditOp(value: unknown): value is EditOp {
  if (typeof value !== 'object' || value === null) return false
  const op = value as Fields
  return typeof op.op === 'string' && Object.hasOwn(shapes, op.op) && shapes[op.op as EditOp['op']](op)
}
