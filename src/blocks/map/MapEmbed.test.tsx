// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { mapExample } from './example.ts'
import { MapEmbed } from './MapEmbed.tsx'

afterEach(cleanup)

const address = 'Toll Estate, First Street, Ruiru, Kenya'
const encoded = 'Toll%20Estate%2C%20First%20Street%2C%20Ruiru%2C%20Kenya'

describe('MapEmbed', () => {
  it('shows the picture, the address and a Google Maps link, and no map frame, until asked', () => {
    const { container } = renderBlock(<MapEmbed {...mapExample} />)
    expect(screen.getByRole('img', { name: mapExample.picture.alt }).getAttribute('src')).toBe(mapExample.picture.src)
    expect(screen.getByRole('button', { name: 'Show the live map' }).previousElementSibling?.textContent).toBe(address)
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encoded}`,
    )
    expect(container.querySelector('iframe')).toBeNull()
    expect((container.querySelector('.map-embed__stage') as HTMLElement).style.height).toBe('450px')
  })

  it('replaces the picture with the live map in the same space and moves focus to it', async () => {
    const { container } = renderBlock(<MapEmbed {...mapExample} height={300} />)
    await userEvent.click(screen.getByRole('button', { name: 'Show the live map' }))
    const frame = screen.getByTitle(`Map showing ${address}`)
    expect(frame.getAttribute('src')).toBe(`https://www.google.com/maps?q=${encoded}&output=embed`)
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade')
    expect(document.activeElement).toBe(frame)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect((container.querySelector('.map-embed__stage') as HTMLElement).style.height).toBe('300px')
  })

  it('looks up the query when one is given', async () => {
    renderBlock(<MapEmbed {...mapExample} query="Ruiru & Nairobi" />)
    await userEvent.click(screen.getByRole('button', { name: 'Show the live map' }))
    expect(screen.getByTitle('Map showing Ruiru & Nairobi').getAttribute('src')).toContain('q=Ruiru%20%26%20Nairobi&')
  })
})
