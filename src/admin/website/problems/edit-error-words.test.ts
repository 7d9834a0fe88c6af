import { describe, expect, it } from 'vitest'
import { editErrorWords } from './edit-error-words.ts'

describe('editErrorWords', () => {
  it('says the known cases in the office’s words', () => {
    expect(editErrorWords('site.yaml cannot be edited until this mistake is fixed: bad indentation')).toBe(
      'The form cannot make changes until a mistake in the website’s text is fixed: ask your web developer to fix it.',
    )
    expect(editErrorWords('pages already has "/about", so "/about-us" cannot be renamed to it.')).toBe(
      '“/about” is already in use, so “/about-us” cannot be given that name: choose another.',
    )
  })

  it('turns a sentence about the text’s structure into one plain sentence, and keeps plain ones', () => {
    for (const message of [
      'Nothing is at pages./b: pages has no "/b".',
      'business.phones has 3, so there is no item [7] to set; insert one instead.',
      'The key "x" of pages is not a plain name, so it cannot be renamed.',
    ])
      expect(editErrorWords(message)).toBe('This change could not be made here. Reload the page and try it again.')
    const plain = 'This change was made to a different copy of the text, so it could not be applied.'
    expect(editErrorWords(plain)).toBe(plain)
  })
})
