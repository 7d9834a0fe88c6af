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

  it('says every refusal about the text’s shape as one plain sentence, and keeps the plain ones', () => {
    const text = 'business:\n  phones:\n    - number: "1"\npages:\n  /a: {}\n'
    for (const refused of [
      refusalOf(text, { op: 'set', path: ['business', 'phones', 7, 'number'], value: 'x' }),
      refusalOf(text, { op: 'remove', path: ['pages', '/b'] }),
      refusalOf(text, { op: 'renameKey', path: ['business', 'phones'], from: 'a', to: 'b' }),
      refusalOf(text, { op: 'insert', path: ['pages'], index: 0, value: 'x' }),
    ])
      expect(editErrorWords(refused)).toBe('This change could not be made here. Reload the page and try it again.')
    const plain = 'This change was made to a different copy of the text, so it could not be applied.'
    expect(editErrorWords(new EditError(plain))).toBe(plain)
  })
})
