import { describe, expect, it } from 'vitest'
import { helpWords } from './help-words.ts'

describe('helpWords', () => {
  it('keeps the sentences for a reader and leaves out those about the file', () => {
    expect(helpWords('The page title over the picture. It becomes the page heading (h1).')).toBe(
      'The page title over the picture.',
    )
    expect(helpWords('The picture: a file under public/, such as /images/sofa.svg.')).toBeUndefined()
    expect(helpWords('Phone number shown at the top of every page.')).toBe(
      'Phone number shown at the top of every page.',
    )
  })
})
