import { describe, expect, it } from 'vitest'
import { commitMessage } from './commit-message.ts'

describe('commitMessage', () => {
  it('counts the changes and lists one a line', () => {
    expect(commitMessage(['business.phones[0].number'])).toBe(
      'Publish from /admin: 1 change\n\nbusiness.phones[0].number',
    )
    expect(commitMessage([])).toBe('Publish from /admin: 0 changes')
  })

  it('keeps to the line limit and says how many more there are, those already summed up included', () => {
    const changed = ['a', 'b', 'c', 'd', '…and 10 more']
    expect(commitMessage(changed, 3)).toBe('Publish from /admin: 14 changes\n\na\nb\n…and 12 more')
    expect(commitMessage(changed, 5)).toBe(`Publish from /admin: 14 changes\n\n${changed.join('\n')}`)
  })
})
