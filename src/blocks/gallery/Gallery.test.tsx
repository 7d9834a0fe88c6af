// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { galleryExample } from './schema.ts'
import { Gallery } from './Gallery.tsx'

afterEach(cleanup)

describe('Gallery', () => {
  it('shows every picture with its caption in a grid', () => {
    renderBlock(<Gallery {...galleryExample} />)
    expect(headingAndIntro(2)).toEqual(['Our Work', galleryExample.intro])
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(
      within(items[0] as HTMLElement)
        .getByRole('img', { name: 'A yellow sofa, half before and half after our work' })
        .getAttribute('src'),
    ).toBe('/images/gallery/2.svg')
    expect(within(items[0] as HTMLElement).getByText('Sofa, before and after').tagName).toBe('FIGCAPTION')
    expect((items[1] as HTMLElement).querySelector('figcaption')).toBeNull()
  })

  it('gives every picture a button with a distinct name, even a picture without a description', () => {
    renderBlock(<Gallery {...galleryExample} />)
    expect(
      screen.getAllByRole('button', { name: /larger/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'View larger: A yellow sofa, half before and half after our work',
      'View larger: A sparkling tiled bathroom',
      'View picture 3 larger',
    ])
  })

  it('keeps each picture’s larger copy, with its caption, in a template beside it, and an empty dialog', () => {
    const { container } = renderBlock(<Gallery {...galleryExample} />)
    const larger = [...container.querySelectorAll('.gallery__item > template')].map((template) => {
      const copy = (template as HTMLTemplateElement).content
      return [copy.querySelector('img')?.getAttribute('src'), copy.querySelector('figcaption')?.textContent]
    })
    expect(larger).toEqual([
      ['/images/gallery/2.svg', 'Sofa, before and after'],
      ['/images/gallery/3.svg', undefined],
      ['/images/gallery/1.svg', undefined],
    ])
    const dialog = container.querySelector('dialog') as HTMLDialogElement
    expect([dialog.open, dialog.getAttribute('aria-label')]).toEqual([false, 'Enlarged picture'])
    expect(dialog.querySelector('img')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Close', hidden: true })).toBeDefined()
  })
})
