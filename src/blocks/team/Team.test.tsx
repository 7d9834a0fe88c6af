// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ImageRef } from '../../model/image.ts'
import { renderBlock } from '../../testing/render-block.tsx'
import { initials } from './initials.ts'
import { teamExample, type TeamProps } from './schema.ts'
import { Team } from './Team.tsx'

afterEach(cleanup)

/** A photo as the build hands it on: its size, and the smaller copies it made. */
const janePhoto: ImageRef = {
  src: '/images/jane.jpg',
  alt: 'Jane Doe',
  width: 1200,
  height: 1200,
  fallback: '/_images/jane-1a2b3c4d-1280.jpg',
  sources: [{ type: 'image/avif', srcset: '/_images/jane-1a2b3c4d-360.avif 360w' }],
}

const withPhoto: TeamProps = {
  heading: 'Our Team',
  members: [
    {
      name: 'Jane Doe',
      role: 'Founder',
      photo: janePhoto,
    },
    { name: 'Sam Lee', role: 'Manager' },
  ],
}

describe('Team', () => {
  it('shows each person as a card with their name, role and a few lines', () => {
    renderBlock(<Team {...teamExample} />)
    expect(screen.getByRole('region', { name: 'Our Team' })).toBeDefined()
    const cards = screen.getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Jane Doe',
      'Sam Lee',
    ])
    expect(within(cards[1] as HTMLElement).getByText('Manager')).toBeDefined()
    expect(within(cards[1] as HTMLElement).getByText(/plans each week/)).toBeDefined()
  })

  it('shows a photo through the picture pipeline at its slot’s size, and initials for a person without one', () => {
    const { container } = renderBlock(<Team {...withPhoto} />)
    const photo = screen.getByRole('img', { name: 'Jane Doe' })
    expect(photo.getAttribute('src')).toBe('/_images/jane-1a2b3c4d-1280.jpg')
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('8rem')
    const sam = screen.getAllByRole('listitem')[1] as HTMLElement
    expect(within(sam).queryByRole('img')).toBeNull()
    expect(sam.textContent).toBe('SLSam LeeManager')
  })
})

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['Jane van Doe', 'JD'],
    ['amina', 'A'],
    ['  Émile   Zola ', 'ÉZ'],
  ])('of "%s" are "%s"', (name, expected) => expect(initials(name)).toBe(expected))
})
