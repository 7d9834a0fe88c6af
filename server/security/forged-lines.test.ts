import { describe, expect, it } from 'vitest'
import { commitMessage } from '../editor/commit-message.ts'
import { authorOf } from '../editor/publish-answer.ts'

describe('text a person typed, on its way to the log, the history and git', () => {
  it('keeps the publish author to one line', () => {
    expect(authorOf({ author: 'Amina\neditor: published by the owner\r\n' })).toBe(
      'Amina editor: published by the owner',
    )
    expect(authorOf({ author: 'Amina\u2028Wanjiru\u0085\u001b[31m' })).toBe('Amina Wanjiru [31m')
    expect(authorOf({ author: '  Amina Wanjiru  ' })).toBe('Amina Wanjiru')
    expect(authorOf({ author: '😀'.repeat(100) })).toBe('😀'.repeat(80))
    expect([null, [], 'Amina', 7, { author: 7 }].map(authorOf)).toEqual(['', '', '', '', ''])
  })

  it('keeps each changed path of a commit message to its own line', () => {
    const message = commitMessage(['pages./about.title', 'business.name\nSigned-off-by: someone'])
    expect(message.split('\n')).toEqual([
      'Publish from /admin: 2 changes',
      '',
      'pages./about.title',
      'business.name Signed-off-by: someone',
    ])
  })
})
