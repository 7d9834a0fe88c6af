// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { mapExample } from './schema.ts'
import { MapEmbed } from './MapEmbed.tsx'

afterEach(cleanup)

const address = 'Toll Estate, First Street, Ruiru, Kenya'
const encoded = 'Toll%20Estate%2C%20First%20Street%2C%20Ruiru%2C%20Kenya'

/** The live map the block keeps, inert, for when the visitor asks for it. */
const liveMap = (container: HTMLElement) =>
  (container.querySelector('.map-embed__stage > template') as HTMLTemplateElement).content.querySelector('iframe')

describe('MapEmbed', () => {
  it('shows the picture, the address and a Google Maps link, and no map frame, in a space of its height', () => {
    const { container } = renderBlock(<MapEmbed {...mapExample} />)
    expect(screen.getByRole('img', { name: mapExample.picture.alt }).getAttribute('src')).toBe(mapExample.picture.src)
    expect(screen.getByRole('button', { name: 'Show the live map' }).previousElementSibling?.textContent).toBe(address)
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encoded}`,
    )
    expect(container.querySelector('iframe')).toBeNull()
    expect((container.querySelector('.map-embed__stage') as HTMLElement).style.height).toBe('450px')
  })

  it('keeps the live map of the address in a template, to load lazily without sending the page’s address', () => {
    const { container } = renderBlock(<MapEmbed {...mapExample} />)
    const frame = liveMap(container)
    expect(frame?.getAttribute('title')).toBe(`Map showing ${address}`)
    expect(frame?.getAttribute('src')).toBe(`https://www.google.com/maps?q=${encoded}&output=embed`)
    expect(frame?.getAttribute('loading')).toBe('lazy')
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade')
  })

  it('looks up the query when one is given', () => {
    const { container } = renderBlock(<MapEmbed {...mapExample} query={'Ruiru & "Thika" <Road>'} />)
    expect(screen.getByText('Ruiru & "Thika" <Road>')).toBeDefined()
    expect(liveMap(container)?.getAttribute('title')).toBe('Map showing Ruiru & "Thika" <Road>')
    expect(liveMap(container)?.getAttribute('src')).toContain('q=Ruiru%20%26%20%22Thika%22%20%3CRoad%3E&')
  })
})
