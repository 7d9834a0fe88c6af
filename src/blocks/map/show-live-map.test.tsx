// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { startIslandMarkup } from '../../testing/start-island-markup.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { mapExample } from './schema.ts'
import { MapEmbed } from './MapEmbed.tsx'
import { enhanceMap } from './show-live-map.ts'

afterEach(() => document.body.replaceChildren())

const { street, town, country } = testShell.business.address
const address = `${street}, ${town}, ${country}`

const start = () => startIslandMarkup(<MapEmbed {...mapExample} height={300} />, enhanceMap)
const stage = () => document.querySelector('.map-embed__stage') as HTMLElement

describe('enhanceMap', () => {
  it('puts the live map of the address in place of the picture, in the same space, and moves the focus to it', async () => {
    start()
    expect(document.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show the live map' }))
    const frame = screen.getByTitle(`Map showing ${address}`)
    expect(frame.getAttribute('src')).toBe(`https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`)
    expect(frame.parentElement).toBe(stage())
    expect(stage().children).toHaveLength(1)
    expect(stage().style.height).toBe('300px')
    expect(document.activeElement).toBe(frame)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toBeDefined()
  })

  it('shows the map from the keyboard', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show the live map' }))
    await user.keyboard(' ')
    expect(document.activeElement).toBe(screen.getByTitle(`Map showing ${address}`))
  })
})
