// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ImageRef } from '../../model/image.ts'
import { stubDialog } from '../../testing/layout-helpers.tsx'
import { sofaPhoto } from '../../testing/sofa-photo.ts'
import { startIslandMarkup } from '../../testing/start-island-markup.tsx'
import { enhanceGallery } from './enlarge-picture.ts'
import { Gallery } from './Gallery.tsx'
import type { GalleryImage, GalleryProps } from './schema.ts'

beforeAll(stubDialog)

afterEach(() => document.body.replaceChildren())

const photo: GalleryImage & ImageRef = { ...sofaPhoto, caption: 'Sofa & cushions, <Ruiru>' }
const drawing: GalleryImage & ImageRef = { src: '/images/office.svg', alt: 'A clean office', width: 800, height: 600 }
const decoration: GalleryImage = { src: '/images/pattern.svg', alt: '', caption: 'A pattern' }
const props: GalleryProps = { heading: 'Our Work', images: [photo, drawing, decoration] }

const start = () => startIslandMarkup(<Gallery {...props} />, enhanceGallery)
// A closed <dialog> is out of the accessibility tree: found by its tag until it is open.
const dialog = () => document.querySelector('dialog') as HTMLDialogElement
const openers = () => screen.getAllByRole('button', { name: /larger/ })

describe('enhanceGallery', () => {
  it('shows the pressed picture larger in the dialog, loaded at once at the window’s width, with its caption', async () => {
    start()
    expect(dialog().open).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'View larger: A clean grey sofa' }))
    expect(screen.getByRole('dialog', { name: 'Enlarged picture' })).toBe(dialog())
    const large = within(dialog()).getByRole('img', { name: 'A clean grey sofa' })
    expect(large.getAttribute('src')).toBe(photo.fallback)
    expect(large.getAttribute('loading')).toBe('eager')
    expect(large.getAttribute('fetchpriority')).toBe('high')
    expect([...dialog().querySelectorAll('source')].map((source) => [source.srcset, source.sizes])).toEqual(
      photo.sources?.map((source) => [source.srcset, '100vw']),
    )
    expect(dialog().querySelector('figcaption')?.textContent).toBe('Sofa & cushions, <Ruiru>')
  })

  it('closes with its Close button, forgets the picture and gives the focus back to the picture’s button', async () => {
    const user = userEvent.setup()
    start()
    const opener = screen.getByRole('button', { name: 'View larger: A clean office' })
    await user.click(opener)
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(dialog().open).toBe(false)
    expect(dialog().querySelector('img')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('forgets the picture and returns the focus when the browser closes the dialog, as it does on Escape', async () => {
    const user = userEvent.setup()
    start()
    const opener = screen.getByRole('button', { name: 'View picture 3 larger' })
    await user.click(opener)
    expect(within(dialog()).getByText('A pattern', { selector: '.gallery__large figcaption' })).toBeDefined()
    dialog().open = false
    fireEvent(dialog(), new Event('close'))
    expect(dialog().querySelector('img')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('opens from the keyboard, and a second picture replaces the first', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(within(dialog()).getByRole('img').getAttribute('alt')).toBe('A clean grey sofa')
    dialog().close()
    await user.tab()
    await user.keyboard(' ')
    expect(
      within(dialog())
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['A clean office'])
    expect(document.activeElement).toBe(openers()[1])
  })
})
