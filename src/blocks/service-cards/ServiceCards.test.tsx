// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShellData } from '../../model/site-data.ts'
import { testShell } from '../../testing/test-shell.ts'
import { renderBlock } from '../../testing/render-block.tsx'
import { serviceCardsExample } from './example.ts'
import { ServiceCards } from './ServiceCards.tsx'

afterEach(cleanup)

describe('ServiceCards', () => {
  it('shows a card for each service, with a link named after it', () => {
    renderBlock(<ServiceCards {...serviceCardsExample} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our Services')
    const cards = screen.getAllByRole('listitem')
    const namesAndSummaries = cards.map((card) =>
      [within(card).getByRole('heading', { level: 3 }), within(card).getByRole('paragraph')].map(
        (element) => element.textContent,
      ),
    )
    expect(namesAndSummaries).toEqual([
      ['Carpet Cleaning', 'Dry in under 24 hours.'],
      ['Sofa Cleaning', 'Any fabric, at your home.'],
    ])
    const link = within(cards[0] as HTMLElement).getByRole('link', { name: /Learn More/ })
    expect(link.textContent).toBe('Learn More about Carpet Cleaning')
    expect(link.getAttribute('href')).toBe('/carpetcleaning')
  })

  it('uses the link words of the block and shows a service picture', () => {
    const shell: ShellData = {
      ...testShell,
      services: [
        {
          name: 'Fumigation',
          link: '/fumigationcleaning',
          summary: 'Against bedbugs and cockroaches.',
          image: { src: '/images/fumigation.jpg', alt: 'A technician spraying a kitchen' },
        },
      ],
    }
    renderBlock(<ServiceCards linkLabel="Read more" />, { shell })
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.getByRole('img', { name: 'A technician spraying a kitchen' }).getAttribute('src')).toBe(
      '/images/fumigation.jpg',
    )
    const link = screen.getByRole('link', { name: /Read more/ })
    expect(link.textContent).toBe('Read more about Fumigation')
    expect(link.getAttribute('href')).toBe('/fumigationcleaning')
  })
})
