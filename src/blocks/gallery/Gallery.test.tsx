// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stubDialog } from '../../testing/layout-helpers.tsx'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { galleryExample } from './example.ts'
import { Gallery } from './Gallery.tsx'

beforeAll(stubDialog)

afterEach(cleanup)

const openDialog = () => screen.getByRole<HTMLDialogElement>('dialog', { name: 'Enlarged picture' })

describe('Gallery', () => {
  it('shows every picture with its caption in a grid', () => {
    renderBlock(<Gallery {...galleryExample} />)
    expect(headingAndIntro(2)).toEqual(['Our Work', galleryExample.intro])
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(
      within(items[0] as HTMLElement)
        .getByRole('img', { name: 'A grey sofa after cleaning' })
        .getAttribute('src'),
    ).toBe('/images/sofa-after.jpg')
    expect(within(items[0] as HTMLElement).getByText('Sofa, Ruiru').tagName).toBe('FIGCAPTION')
    expect((items[1] as HTMLElement).querySelector('figcaption')).toBeNull()
  })

  it('gives every picture a button with a distinct name, even a picture without a description', () => {
    renderBlock(<Gallery {...galleryExample} />)
    expect(
      screen.getAllByRole('button', { name: /larger/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'View larger: A grey sofa after cleaning',
      'View larger: A clean open-plan office',
      'View picture 3 larger',
    ])
  })

  it('opens a picture larger in a dialog and returns to it on close', async () => {
    const user = userEvent.setup()
    renderBlock(<Gallery {...galleryExample} />)
    expect(screen.queryByRole('dialog')).toBeNull()

    const opener = screen.getByRole('button', { name: 'View larger: A grey sofa after cleaning' })
    await user.click(opener)
    const dialog = openDialog()
    expect(dialog.open).toBe(true)
    expect(within(dialog).getByRole('img', { name: 'A grey sofa after cleaning' }).getAttribute('src')).toBe(
      '/images/sofa-after.jpg',
    )
    expect(dialog.querySelector('figcaption')?.textContent).toBe('Sofa, Ruiru')

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('forgets the picture when the browser closes the dialog, as it does on Escape', async () => {
    const user = userEvent.setup()
    renderBlock(<Gallery {...galleryExample} />)
    await user.click(screen.getByRole('button', { name: 'View larger: A clean open-plan office' }))
    const dialog = openDialog()
    dialog.open = false
    fireEvent(dialog, new Event('close'))
    expect(within(dialog).queryByRole('img', { hidden: true })).toBeNull()
  })
})
