// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ImageRef } from '../../model/image.ts'
import type { ShellData } from '../../model/site-data.ts'
import { testShell } from '../../testing/test-shell.ts'
import { renderBlock } from '../../testing/render-block.tsx'
import { serviceCardsExample } from './schema.ts'
import { ServiceCards } from './ServiceCards.tsx'

afterEach(cleanup)

/** A service picture as the build hands it to the page: with its smaller copies and a resized JPEG. */
const fumigationPhoto: ImageRef = {
  src: '/images/fumigation.jpg',
  alt: 'A technician spraying a kitchen',
  sources: [
    {
      type: 'image/avif',
      srcset: '/_images/fumigation-1a2b3c4d-360.avif 360w, /_images/fumigation-1a2b3c4d-720.avif 720w',
    },
  ],
  fallback: '/_images/fumigation-1a2b3c4d-1280.jpg',
}

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

  it('uses the link words of the block and shows a service picture as small as its card, never the original', () => {
    const shell: ShellData = {
      ...testShell,
      services: [
        {
          name: 'Fumigation',
          link: '/fumigationcleaning',
          summary: 'Against bedbugs and cockroaches.',
          image: fumigationPhoto,
        },
      ],
    }
    renderBlock(<ServiceCards linkLabel="Read more" />, { shell })
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    const picture = screen.getByRole('img', { name: 'A technician spraying a kitchen' })
    expect(picture.getAttribute('src')).toBe('/_images/fumigation-1a2b3c4d-1280.jpg')
    expect(picture.getAttribute('loading')).toBe('lazy')
    expect([...(picture.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.outerHTML)).toEqual([
      '<source type="image/avif" srcset="/_images/fumigation-1a2b3c4d-360.avif 360w, /_images/fumigation-1a2b3c4d-720.avif 720w" sizes="auto, (min-width: 75rem) 26rem, (min-width: 40rem) 50vw, 100vw">',
    ])
    const link = screen.getByRole('link', { name: /Read more/ })
    expect(link.textContent).toBe('Read more about Fumigation')
    expect(link.getAttribute('href')).toBe('/fumigationcleaning')
  })
})
