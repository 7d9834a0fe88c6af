// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { CardGrid } from './CardGrid.tsx'
import { cardGridExample } from './schema.ts'

afterEach(cleanup)

describe('CardGrid', () => {
  it('lists one card per entry, with a "Learn More" link only where the card has a link', () => {
    renderBlock(<CardGrid {...cardGridExample} />)
    const cards = screen.getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Repairs',
      'Advice',
    ])
    const link = within(cards[0] as HTMLElement).getByRole('link', { name: /Learn More/ })
    expect(link.textContent).toBe('Learn More about Repairs')
    expect(link.getAttribute('href')).toBe('/about')
    expect(within(cards[1] as HTMLElement).queryByRole('link')).toBeNull()
  })
})
