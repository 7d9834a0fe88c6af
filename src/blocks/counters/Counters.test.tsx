// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShellContext } from '../../ui/shell-context.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { renderBlock } from '../../testing/render-block.tsx'
import { Counters } from './Counters.tsx'
import { countersExample } from './example.ts'

/** An IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = []
  readonly observed: Element[] = []
  isConnected = true
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.isConnected = false
  }
  /** Reports how much of the section is on screen, as the browser would. */
  report(ratio: number) {
    const target = this.observed[0] as Element
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry
    act(() => this.callback([entry], this as unknown as IntersectionObserver))
  }
}

const latestObserver = () => FakeObserver.instances.at(-1) as FakeObserver

function stubBrowser({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })),
  )
}

/** What a sighted visitor sees in each counter, and what a screen reader reads. */
const shownValues = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('.counter__value')?.textContent)
const spokenValues = () =>
  screen.getAllByRole('listitem').map((item) =>
    [...item.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  )

const finalTexts = ['500+ Carpets Cleaned', '200+ Sofas Cleaned', '1,200+ Homes Cleaned', '100% Satisfaction Guarantee']

beforeEach(() => {
  FakeObserver.instances = []
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Counters', () => {
  it('writes the final values into the server-rendered HTML', () => {
    const html = renderToString(
      <ShellContext.Provider value={testShell}>
        <Counters {...countersExample} />
      </ShellContext.Provider>,
    )
    const page = document.createElement('div')
    page.innerHTML = html
    expect([...page.querySelectorAll('li')].map((item) => item.textContent)).toEqual(finalTexts)
    expect(page.querySelector('[aria-hidden]')).toBeNull()
  })

  it('shows the heading and the final values in the first client render', () => {
    stubBrowser({ reducedMotion: false })
    renderBlock(<Counters {...countersExample} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our Work in Numbers')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(finalTexts)
    expect(latestObserver().options?.threshold).toBe(0.1)
  })

  it('counts up from 0 over two seconds once 10% of the section is visible, and only once', () => {
    stubBrowser({ reducedMotion: false })
    renderBlock(<Counters {...countersExample} />)
    const observer = latestObserver()

    observer.report(0)
    expect(shownValues()).toEqual(['0+', '0+', '0+', '0%'])
    observer.report(0.05)
    vi.advanceTimersByTime(500)
    expect(shownValues()).toEqual(['0+', '0+', '0+', '0%'])

    observer.report(0.1)
    expect(observer.isConnected).toBe(false)
    act(() => vi.advanceTimersByTime(1000))
    const halfway = shownValues()
    expect(Number.parseInt(halfway[0] ?? '', 10)).toBeGreaterThan(200)
    expect(Number.parseInt(halfway[0] ?? '', 10)).toBeLessThan(300)
    expect(spokenValues()).toEqual(finalTexts)

    act(() => vi.advanceTimersByTime(1100))
    expect(shownValues()).toEqual(['500+', '200+', '1,200+', '100%'])
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(finalTexts)
    expect(within(screen.getByRole('list')).queryAllByText('500+')).toHaveLength(1)
  })

  it('keeps the final values when the section is already on screen as the page starts', () => {
    stubBrowser({ reducedMotion: false })
    renderBlock(<Counters {...countersExample} />)
    latestObserver().report(0.6)
    act(() => vi.advanceTimersByTime(100))
    expect(shownValues()).toEqual(['500+', '200+', '1,200+', '100%'])
  })

  it('never animates for visitors who prefer reduced motion', () => {
    stubBrowser({ reducedMotion: true })
    renderBlock(<Counters {...countersExample} />)
    expect(FakeObserver.instances).toHaveLength(0)
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(finalTexts)
  })
})
