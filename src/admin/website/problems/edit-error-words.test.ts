import { describe, expect, it } from 'vitest'
import { EditError, editRefusal } from '../../../site-text/edit-error.ts'
import { applyEdit } from '../../../site-text/edit.ts'
import { ApiError } from '../../app/api.ts'
import { editErrorWords } from './edit-error-words.ts'

/** The error `applyEdit` throws for this edit of this text. */
function refusalOf(...args: Parameters<typeof applyEdit>): unknown {
  try {
    applyEdit(...args)
  } catch (error) {
    return error
  }
  throw new Error('the edit was made')
}

describe('editErrorWords', () => {
  it('says the coded refusals in the office’s words, by their code', () => {
    expect(editErrorWords(refusalOf('business: [\n', { op: 'set', path: ['business', 'name'], value: 'x' }))).toBe(
      'The form cannot make changes until a mistake in the website’s text is fixed: ask your web developer to fix it.',
    )
    const pages = 'pages:\n  /about: {}\n  /about-us: {}\n'
    expect(
      editErrorWords(refusalOf(pages, { op: 'renameKey', path: ['pages'], from: '/about-us', to: '/about' })),
    ).toBe('“/about” is already in use, so “/about-us” cannot be given that name: choose another.')
  })

  it('says a coded refusal the server sent in the same words', () => {
    const { message, coded } = editRefusal('nameTaken', 'pages', '/about', '/about-us')
    expect(editErrorWords(new ApiError(422, message, { error: message, ...coded }))).toBe(
      '“/about” is already in use, so “/about-us” cannot be given that name: choose another.',
    )
  })

  it('turns another sentence about the text’s structure into one plain sentence, and keeps plain ones', () => {
    for (const message of [
      'Nothing is at pages./b: pages has no "/b".',
      'business.phones has 3, so there is no item [7] to set; insert one instead.',
      'The key "x" of pages is not a plain name, so it cannot be renamed.',
    ])
      expect(editErrorWords(new EditError(message))).toBe(
        'This change could not be made here. Reload the page and try it again.',
      )
    const plain = 'This change was made to a different copy of the text, so it could not be applied.'
    expect(editErrorWords(new EditError(plain))).toBe(plain)
  })
})
