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

  it('leaves out the sentences that give an address or a language code as the example', () => {
    expect(
      helpWords('The page in the main language that this page translates, for example "/contact".'),
    ).toBeUndefined()
    expect(helpWords('The language and the country, for example "sw-KE" (Swahili, Kenya). Shown in the menu.')).toBe(
      'Shown in the menu.',
    )
    expect(helpWords('Other languages, besides its main language (business.locale). Each has its own pages.')).toBe(
      'Each has its own pages.',
    )
  })
})
