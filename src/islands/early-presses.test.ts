// @vitest-environment jsdom
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { keepEarlyPresses } from './early-presses.ts'

/** What the island's behaviour has seen since it came to life. */
const seen: string[] = []

/** Brings an island to life as its behaviour would, once its code has "arrived" (a tick later). */
const { startIsland } = vi.hoisted(() => ({
  startIsland: vi.fn<(island: HTMLElement) => Promise<void>>(),
}))
vi.mock('./start-island.ts', () => ({ startIsland }))
startIsland.mockImplementation(async (island) => {
  await Promise.resolve()
  if (island.hasAttribute('data-hydrated')) return
  island.setAttribute('data-hydrated', '')
  island.addEventListener('click', () => seen.push('click'))
  island.addEventListener('keydown', (event) => seen.push(`key ${event.key}`))
})

beforeAll(() => keepEarlyPresses(document))

afterEach(() => {
  document.body.replaceChildren()
  seen.splice(0)
  startIsland.mockClear()
})

/** An island not yet alive, with a button and a control drawn as a role="button" element. */
function dormantIsland() {
  const island = document.createElement('div')
  island.dataset.island = 'menu'
  island.innerHTML = '<button type="button">Open</button><div role="button" tabindex="0">Tab</div>'
  document.body.append(island)
  return {
    island,
    button: island.querySelector('button') as HTMLButtonElement,
    roleButton: island.querySelector('[role="button"]') as HTMLElement,
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('keepEarlyPresses', () => {
  it('replays a key the behaviour answers, on the same control, once the island is alive', async () => {
    const user = userEvent.setup()
    const { island, button } = dormantIsland()
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(startIsland.mock.calls).toEqual([[island]])
    await settle()
    expect(seen).toEqual(['key ArrowDown'])
    await user.keyboard('{Escape}')
    expect(seen).toEqual(['key ArrowDown', 'key Escape'])
  })

  it('keeps Enter on a role="button" control as a key, and leaves Enter on a button to the click it becomes', async () => {
    const user = userEvent.setup()
    const { roleButton } = dormantIsland()
    roleButton.focus()
    await user.keyboard('{Enter}')
    await settle()
    expect(seen).toEqual(['key Enter'])

    document.body.replaceChildren()
    seen.splice(0)
    const { button } = dormantIsland()
    button.focus()
    await user.keyboard('{Enter}')
    await settle()
    expect(seen).toEqual(['click'])
  })

  it('replays a tap, once, when the island is alive', async () => {
    const { island, button } = dormantIsland()
    await userEvent.click(button)
    await settle()
    expect(startIsland.mock.calls).toEqual([[island]])
    expect(seen).toEqual(['click'])
  })

  it('leaves keys no behaviour answers, and modified keys, to the page', async () => {
    const user = userEvent.setup()
    const { button } = dormantIsland()
    button.focus()
    await user.keyboard('a{Tab}{Control>}{ArrowDown}{/Control}')
    await settle()
    expect(startIsland).not.toHaveBeenCalled()
  })
})
