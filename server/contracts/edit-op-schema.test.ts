import type { Static } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { editOpSchema } from '../../src/model/contracts/edit-op.ts'
import type { EditOp } from '../../src/site-text/edit.ts'
import { exactCheck } from './schema-checks.ts'

type SentOp = Static<typeof editOpSchema>
// Fails to compile when the schema lets through an edit EditOp does not describe, or misses a kind of edit.
const isEveryKindSent: [EditOp['op']] extends [SentOp['op']] ? true : false = true
const isEverySentOpAnEdit: SentOp extends EditOp ? true : false = true

const isEditOp = exactCheck.compile(editOpSchema)

describe('the schema of an edit', () => {
  it('agrees with EditOp', () => {
    expect([isEveryKindSent, isEverySentOpAnEdit]).toEqual([true, true])
  })

  it('accepts every kind of edit', () => {
    const ops = [
      { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' },
      { op: 'set', path: ['business', 'email'], value: null },
      { op: 'remove', path: ['faq', 'items', 1] },
      { op: 'insert', path: ['services'], index: 3, value: { name: 'Windows' } },
      { op: 'move', path: ['services'], from: 0, to: 2 },
      { op: 'duplicate', path: ['services'], index: 1 },
      { op: 'renameKey', path: ['pages'], from: '/old', to: '/new' },
      { op: 'splice', from: 0, to: 4, text: 'name' },
    ]
    expect(ops.filter((op) => !isEditOp(op))).toEqual([])
  })

  it('refuses anything else, naming what is wrong', () => {
    const wrong = [
      null,
      'set',
      { op: 'set', path: 'business.name', value: 'x' },
      { op: 'set', path: ['business'] },
      { op: 'insert', path: ['services'], index: -1, value: 1 },
      { op: 'move', path: ['services'], from: 0.5, to: 2 },
      { op: 'move', path: ['services'], from: '0', to: 2 },
      { op: 'splice', from: 0, to: 4 },
      { op: 'toString', path: [] },
      { op: 'rewrite', path: [] },
    ]
    expect(wrong.filter((op) => isEditOp(op))).toEqual([])
    isEditOp({ op: 'move', path: ['services'], from: 0.5, to: 2 })
    expect(isEditOp.errors?.map(({ instancePath, message }) => `${instancePath} ${message}`)).toEqual([
      '/from must be integer',
    ])
  })
})
