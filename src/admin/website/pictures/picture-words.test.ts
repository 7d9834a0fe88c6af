import { describe, expect, it } from 'vitest'
import { libraryWords, pictureTitle, uploadedWords, whereUsed } from './picture-words.ts'

// 23 Nov 2026, 11:05 UTC: 14:05 in Nairobi.
const upload = { src: '/images/uploads/sofa-1a2b3c4d.jpg', isUpload: true, modifiedMs: Date.UTC(2026, 10, 23, 11, 5) }

describe('picture words', () => {
  it('name a picture by how it is described, else by when it was uploaded, never by its file', () => {
    expect(
      pictureTitle(upload, [
        { place: 'Somewhere', alt: '' },
        { place: 'Else', alt: 'A grey sofa' },
      ]),
    ).toBe('A grey sofa')
    expect(pictureTitle(upload, [])).toBe('A photo uploaded 23 Nov 2026, 14:05')
    expect(uploadedWords(upload, 'the')).toBe('the photo uploaded 23 Nov 2026, 14:05')
    expect(pictureTitle({ src: '/images/hero-home.svg', isUpload: false, modifiedMs: 0 }, [])).toBe(
      'A picture without a description',
    )
  })

  it('say where a picture is used, each place once, and count the places past three', () => {
    expect(whereUsed([])).toBe('Not used yet')
    const uses = ['A', 'B', 'A', 'C', 'D', 'E'].map((place) => ({ place, alt: '' }))
    expect(whereUsed(uses.slice(0, 3))).toBe('A; B')
    expect(whereUsed(uses)).toBe('A; B; C; and 2 more places')
  })

  it('say where the website as published still shows a picture the changes no longer use', () => {
    const draft = [{ place: 'On the home page, at the top', alt: 'A clean room' }]
    const live = [{ place: 'At the top of the post “Sofas”', alt: 'A grey sofa' }]
    expect(libraryWords(upload, draft, live)).toEqual({
      title: 'A clean room',
      where: 'Used: On the home page, at the top',
    })
    expect(libraryWords(upload, [], live)).toEqual({
      title: 'A grey sofa',
      where: 'Used until you publish: At the top of the post “Sofas”',
    })
    expect(libraryWords(upload, [], [])).toEqual({
      title: 'A photo uploaded 23 Nov 2026, 14:05',
      where: 'Not used yet',
    })
  })
})
