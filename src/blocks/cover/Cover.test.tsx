// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { Cover } from './Cover.tsx'
import { coverExample } from './example.ts'

function stubReducedMotion(reducedMotion: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })),
  )
}

const scrollListeners = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([type]) => type === 'scroll')

/** Places the cover `top` pixels from the top of the window, as if the page had scrolled. */
function scrollCoverTo(section: HTMLElement, top: number) {
  section.getBoundingClientRect = () => ({ top, bottom: top + 400 }) as DOMRect
  window.dispatchEvent(new Event('scroll'))
  act(() => vi.advanceTimersByTime(20))
}

beforeEach(() => vi.useFakeTimers())

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Cover', () => {
  it('shows the title as the page heading over an eagerly loaded picture, with its buttons', () => {
    renderBlock(<Cover {...coverExample} />)
    expect(headingAndIntro(1)).toEqual(['Carpet Cleaning Services in Kenya', coverExample.intro])
    expect(screen.getByRole('img', { name: 'A cleaner washing a red carpet' }).getAttribute('loading')).toBe('eager')
    expect(screen.getByRole('button', { name: 'Get a Quote' }).className).toBe('button button--primary')
    expect(screen.getByRole('link', { name: 'Contact Us' }).className).toBe('button')
  })

  it('moves the picture at half the scroll speed once the cover scrolls past the top of the window', () => {
    stubReducedMotion(false)
    const addListener = vi.spyOn(window, 'addEventListener')
    renderBlock(<Cover {...coverExample} />)
    expect(scrollListeners(addListener)[0]?.[2]).toEqual({ passive: true })

    const section = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement
    const backdrop = screen.getByRole('img').parentElement as HTMLElement
    scrollCoverTo(section, 120)
    expect(backdrop.style.transform).toBe('translate3d(0, 0px, 0)')
    scrollCoverTo(section, -200)
    expect(backdrop.style.transform).toBe('translate3d(0, 100px, 0)')
  })

  it('stops listening to the scroll when it leaves the page', () => {
    stubReducedMotion(false)
    const removeListener = vi.spyOn(window, 'removeEventListener')
    const { unmount } = renderBlock(<Cover {...coverExample} />)
    unmount()
    expect(scrollListeners(removeListener)).toHaveLength(1)
  })

  it('keeps the picture still for visitors who prefer reduced motion', () => {
    stubReducedMotion(true)
    const addListener = vi.spyOn(window, 'addEventListener')
    renderBlock(<Cover {...coverExample} />)
    expect(scrollListeners(addListener)).toHaveLength(0)
    const section = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement
    scrollCoverTo(section, -200)
    expect((screen.getByRole('img').parentElement as HTMLElement).style.transform).toBe('')
  })
})
