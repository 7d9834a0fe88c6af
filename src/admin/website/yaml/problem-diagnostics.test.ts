import { Text } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../validation/messages.ts'
import { problemDiagnostics } from './problem-diagnostics.ts'

const doc = Text.of(['business:', '  tagline2: x   ', '  name: Duka'])

describe('problemDiagnostics', () => {
  it('marks from the line and column to the end of the line’s text, with the hint under the message', () => {
    const [diagnostic] = problemDiagnostics(doc, [
      {
        line: 2,
        col: 3,
        path: ['business', 'tagline2'],
        ...messages.unknownKey('business', 'tagline2', []),
        hint: 'did you mean "tagline"?',
      },
    ])
    expect(doc.sliceString(diagnostic!.from, diagnostic!.to)).toBe('tagline2: x')
    expect(diagnostic).toMatchObject({
      severity: 'error',
      message: 'business: unknown key "tagline2"\ndid you mean "tagline"?',
    })
  })

  it('keeps a place beyond the text inside it', () => {
    const diagnostics = problemDiagnostics(doc, [
      { line: 9, col: 40, path: [], ...messages.notValid('', ''), message: 'late' },
      { line: 1, col: 99, path: ['business'], ...messages.notValid('business', ''), message: 'past the end of a line' },
    ])
    expect(diagnostics.map(({ from, to, message }) => ({ from, to, message }))).toEqual([
      { from: doc.length, to: doc.length, message: 'late' },
      { from: 'business:'.length, to: 'business:'.length, message: 'past the end of a line' },
    ])
  })
})
