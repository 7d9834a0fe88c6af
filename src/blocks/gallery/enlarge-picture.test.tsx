// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stubDialog } from '../../testing/layout-helpers.tsx'
import type { ImageRef } from '../../model/image.ts'
import { renderBlock } from '../../testing/render-block.tsx'
import { enhanceGallery } from './enlarge-picture.ts'
import { Gallery } from './Gallery.tsx'
import { sofaPhoto } from '../../testing/sofa-photo.ts'
import type { GalleryImage, GalleryProps } from './schema.ts'

beforeAll(stubDialog)

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

const photo: GalleryImage & ImageRef = { ...sofaPhoto, caption: 'Sofa & cushions, <Ruiru>' }
const drawing: GalleryImage & ImageRef = { src: '/images/office.svg', alt: 'A clean office', width: 800, height: 600 }
const decoration: GalleryImage = { src: '/images/pattern.svg', alt: '', caption: 'A pattern' }
const props: GalleryProps = { heading: 'Our Work', images: [photo, drawing, decoration] }

/** The gallery as the prerender writes it, brought to life by the plain code; returns its HTML as written. */
function prerendered(): string {
  const island = document.createElement('div')
  island.innerHTML = renderToStaticMarkup(<Gallery {...props} />)
  const written = island.innerHTML
  document.body.append(island)
  enhanceGallery(island)
  return written
}

/**
 * The HTML of `element` with each element's attributes in name order. The prerender writes an <img>'s src first,
 * as the plain code's copy keeps it; React in the browser sets it last, so that nothing loads before `loading`.
 */
function inAttributeOrder(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...node.attributes].map(({ name, value }) => [name, value] as const)
    for (const [name] of attributes) node.removeAttribute(name)
    for (const [name, value] of attributes.toSorted(([a], [b]) => a.localeCompare(b))) node.setAttribute(name, value)
  }
  return copy.outerHTML
}

const dialog = () => document.querySelector('.gallery__dialog') as HTMLDialogElement
const openers = () => screen.getAllByRole('button', { name: /larger/ })

describe('enhanceGallery', () => {
  it('leaves the prerendered HTML as it was, with no picture in the closed dialog', () => {
    const written = prerendered()
    expect(document.body.firstElementChild?.innerHTML).toBe(written)
    expect(dialog().open).toBe(false)
    expect(dialog().querySelector('img')).toBeNull()
  })

  it.each([0, 1, 2])('draws picture %i in the dialog exactly as the React component does', async (index) => {
    const user = userEvent.setup()
    renderBlock(<Gallery {...props} />)
    await user.click(openers()[index] as HTMLElement)
    const drawnByReact = inAttributeOrder(dialog())
    cleanup()

    prerendered()
    await user.click(openers()[index] as HTMLElement)
    expect(screen.getByRole('dialog', { name: 'Enlarged picture' })).toBe(dialog())
    expect(inAttributeOrder(dialog())).toBe(drawnByReact)
    expect(dialog().querySelector('.gallery__large')).not.toBeNull()
  })

  it('loads the enlarged photo at once, at the window’s width, from the same files as its tile', async () => {
    prerendered()
    await userEvent.click(screen.getByRole('button', { name: 'View larger: A clean grey sofa' }))
    const large = within(dialog()).getByRole('img', { name: 'A clean grey sofa' })
    expect(large.getAttribute('src')).toBe(photo.fallback)
    expect(large.getAttribute('loading')).toBe('eager')
    expect(large.getAttribute('fetchpriority')).toBe('high')
    expect([...dialog().querySelectorAll('source')].map((source) => [source.srcset, source.sizes])).toEqual(
      photo.sources?.map((source) => [source.srcset, '100vw']),
    )
    expect(dialog().querySelector('figcaption')?.textContent).toBe('Sofa & cushions, <Ruiru>')
    const tile = screen.getByRole('button', { name: 'View larger: A clean grey sofa' })
    expect(tile.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect([...tile.querySelectorAll('source')].map((source) => source.sizes)).toEqual(['auto, 100vw', 'auto, 100vw'])
  })

  it('closes with its Close button, forgets the picture and gives the focus back to the picture’s button', async () => {
    const user = userEvent.setup()
    const written = prerendered()
    const opener = screen.getByRole('button', { name: 'View larger: A clean office' })
    await user.click(opener)
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(opener)
    expect(document.body.firstElementChild?.innerHTML).toBe(written)
  })

  it('forgets the picture and returns the focus when the browser closes the dialog, as it does on Escape', async () => {
    const user = userEvent.setup()
    prerendered()
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
    prerendered()
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
