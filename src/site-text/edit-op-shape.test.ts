import { describe, expect, it } from 'vitest'
import { isEditOp } from './edit-op-shape.ts'

describe('isEditOp', () => {
  it('accepts every kind of edit', () => {
    const ops = [
      { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' },
      { op: 'remove', path: ['faq', 'items', 1] },
      { op: 'insert', path: ['services'], index: 3, value: { name: 'Windows' } },
      { op: 'move', path: ['services'], from: 0, to: 2 },
      { op: 'duplicate', path: ['services'], index: 1 },
      { op: 'renameKey', path: ['pages'], from: '/old', to: '/new' },
      { op: 'splice', from: 0, to: 4, text: 'name' },
    ]
    expect(ops.filter((op) => !isEditOp(op))).toEqual([])
  })

  it('refuses anything else', () => {
    const wrong = [
      null,
      'set',
      { op: 'set', path: 'business.name', value: 'x' },
      { op: 'set', path: ['business'] },
      { op: 'insert', path: ['services'], index: -1, value: 1 },
      { op: 'move', path: ['services'], from: 0.5, to: 2 },
      { op: 'splice', from: 0, to: 4 },
      { op: 'toString', path: [] },
      { op: 'rewrite', path: [] },
    ]
    expect(wrong.filter((op) => isEditOp(op))).toEqual([])
  })
})
