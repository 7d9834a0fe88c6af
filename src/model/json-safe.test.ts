import { describe, expect, it } from 'vitest'
import { jsonSafe } from './json-safe.ts'

describe('jsonSafe', () => {
  it('gives what JSON gives back: absent values left off the end, null inside a list, none in a group', () => {
    const values = ['a', undefined, { kept: 1, absent: undefined }, Number.NaN, undefined] as const
    expect(jsonSafe(values)).toEqual(JSON.parse(JSON.stringify(values.slice(0, 4))))
    expect(jsonSafe(values)).toHaveLength(4)
  })

  it('keeps names, lists of names and small records, and cuts what nests deeper', () => {
    const field = { form: 'quote', options: ['sofa', 'rug'] }
    const pages = [{ title: 'Home', blocks: [{ type: 'hero' }] }]
    expect(jsonSafe(['where', field, pages])).toEqual(['where', field, [{ title: 'Home', blocks: null }]])
  })
})
