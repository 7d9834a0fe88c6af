import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { applyEdit } from './edit.ts'

const text = [
  'blocks:',
  '  - type: text',
  '    literal: |',
  '      First paragraph.',
  '    folded: >',
  '      A long line.',
  '    plain: Hello',
  "    quoted: 'Hello'",
  '    flow: { body: Hello }',
  '',
].join('\n')

const whitespace = [' ', '   ', '\t', ' \t ', '\n', '\n\n', '  \n  ', ' \n']

describe('a text that is only whitespace', () => {
  it.each(['literal', 'folded', 'plain', 'quoted'])('is kept as typed in place of a %s scalar', (key) => {
    for (const value of whitespace) {
      const edited = applyEdit(text, { op: 'set', path: ['blocks', 0, key], value })
      expect({ value, back: (parse(edited) as { blocks: Record<string, unknown>[] }).blocks[0]![key] }).toEqual({
        value,
        back: value,
      })
      // Nothing else moved.
      expect(edited.split('\n').filter((line) => !text.split('\n').includes(line)).length).toBeLessThanOrEqual(3)
    }
  })

  it('is kept as typed inside a flow mapping and as a new key', () => {
    for (const value of whitespace) {
      const inFlow = parse(applyEdit(text, { op: 'set', path: ['blocks', 0, 'flow', 'body'], value })) as {
        blocks: { flow: { body: string }; added?: string }[]
      }
      expect(inFlow.blocks[0]!.flow.body).toBe(value)
      const added = parse(applyEdit(text, { op: 'set', path: ['blocks', 0, 'added'], value })) as typeof inFlow
      expect(added.blocks[0]!.added).toBe(value)
    }
  })
})
