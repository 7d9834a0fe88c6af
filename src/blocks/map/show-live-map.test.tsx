// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PageProviders } from '../../render/PageProviders.tsx'
import { renderBlock } from '../../testing/render-block.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { mapExample } from './example.ts'
import { MapEmbed } from './MapEmbed.tsx'
import type { MapProps } from './schema.ts'
import { enhanceMap } from './show-live-map.ts'

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

const { street, town, country } = testShell.business.address
const address = `${street}, ${town}, ${country}`

/** The map as the prerender writes it, brought to life by the plain code; returns its HTML as written. */
function prerendered(props: MapProps = mapExample): string {
  const island = document.createElement('div')
  island.innerHTML = renderToStaticMarkup(
    <PageProviders shell={testShell} path="/contact">
      <MapEmbed {...props} />
    </PageProviders>,
  )
  const written = island.innerHTML
  document.body.append(island)
  enhanceMap(island)
  return written
}

const stage = () => document.querySelector('.map-embed__stage') as HTMLElement

describe('enhanceMap', () => {
  it('leaves the prerendered picture, address and button as they were', () => {
    const written = prerendered()
    expect(document.body.firstElementChild?.innerHTML).toBe(written)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it.each([
    ['the business address', mapExample],
    [
      'a query with markup characters, at another height',
      { ...mapExample, query: 'Ruiru & "Thika" <Road>', height: 300 },
    ],
  ])('shows the live map exactly as the React component does, for %s', async (_case, props) => {
    const user = userEvent.setup()
    renderBlock(<MapEmbed {...props} />)
    await user.click(screen.getByRole('button', { name: 'Show the live map' }))
    const drawnByReact = stage().innerHTML
    cleanup()

    prerendered(props)
    await user.click(screen.getByRole('button', { name: 'Show the live map' }))
    expect(stage().innerHTML).toBe(drawnByReact)
    expect(stage().style.height).toBe(`${props.height ?? 450}px`)
  })

  it('replaces the picture with the live map of the address in the same space and moves the focus to it', async () => {
    prerendered()
    await userEvent.click(screen.getByRole('button', { name: 'Show the live map' }))
    const frame = screen.getByTitle(`Map showing ${address}`)
    expect(frame.getAttribute('src')).toBe(`https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`)
    expect(frame.parentElement).toBe(stage())
    expect(stage().style.height).toBe('450px')
    expect(document.activeElement).toBe(frame)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toBeDefined()
  })

  it('shows the map from the keyboard', async () => {
    const user = userEvent.setup()
    prerendered()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show the live map' }))
    await user.keyboard(' ')
    expect(document.activeElement).toBe(screen.getByTitle(`Map showing ${address}`))
  })
})
