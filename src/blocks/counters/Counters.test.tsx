// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShellContext } from '../../ui/shell-context.tsx'
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer.ts'
import { testShell } from '../../testing/test-shell.ts'
import { enhanceCounters } from './count-up.ts'
import { Counters } from './Counters.tsx'
import { countersExample } from './schema.ts'

const latestObserver = () => FakeIntersectionObserver.instances.at(-1) as FakeIntersectionObserver

function stubBrowser({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })),
  )
}

/** The island as the prerender writes it into the page. */
function prerenderedIsland(): HTMLElement {
  const island = document.createElement('div')
  island.innerHTML = renderToString(
    <ShellContext.Provider value={testShell}>
      <Counters {...countersExample} />
    </ShellContext.Provider>,
  )
  document.body.append(island)
  return island
}

/** What a sighted visitor sees in each counter, and what a screen reader reads. */
const items = () => [...document.querySelectorAll('li')]
const shownValues = () => items().map((item) => item.querySelector('.counter__value')?.textContent)
const spokenValues = () =>
  items().map((item) =>
    [...item.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  )

const finalTexts = [
  '500+ Happy Customers',
  '200+ Projects Finished',
  '1,200+ Homes Served',
  '100% Satisfaction Guarantee',
]

beforeEach(() => {
  FakeIntersectionObserver.instances = []
  vi.useFakeTimers()
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Counters', () => {
  it('writes the heading and the final values into the server-rendered HTML', () => {
    prerenderedIsland()
    expect(document.querySelector('h2')?.textContent).toBe('Our Work in Numbers')
    expect(items().map((item) => item.textContent)).toEqual(finalTexts)
    expect(document.querySelector('[aria-hidden]')).toBeNull()
  })

  it('keeps the final values until the section is measured', () => {
    stubBrowser({ reducedMotion: false })
    enhanceCounters(prerenderedIsland())
    expect(items().map((item) => item.textContent)).toEqual(finalTexts)
    expect(latestObserver().options?.threshold).toBe(0.1)
  })

  it('counts up from 0 over two seconds once 10% of the section is visible, and only once', () => {
    stubBrowser({ reducedMotion: false })
    enhanceCounters(prerenderedIsland())
    const observer = latestObserver()

    observer.report(0)
    expect(shownValues()).toEqual(['0+', '0+', '0+', '0%'])
    expect(spokenValues()).toEqual(finalTexts)
    observer.report(0.05)
    vi.advanceTimersByTime(500)
    expect(shownValues()).toEqual(['0+', '0+', '0+', '0%'])

    observer.report(0.1)
    expect(observer.disconnect).toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    const halfway = Number.parseInt(shownValues()[0] ?? '', 10)
    expect(halfway).toBeGreaterThan(200)
    expect(halfway).toBeLessThan(300)
    expect(spokenValues()).toEqual(finalTexts)

    vi.advanceTimersByTime(1100)
    expect(shownValues()).toEqual(['500+', '200+', '1,200+', '100%'])
    expect(items().map((item) => item.textContent)).toEqual(finalTexts)
    expect(document.querySelector('[aria-hidden]')).toBeNull()
    expect(document.querySelectorAll('.visually-hidden')).toHaveLength(0)
  })

  it('keeps the final values when the section is already on screen as the page starts', () => {
    stubBrowser({ reducedMotion: false })
    enhanceCounters(prerenderedIsland())
    latestObserver().report(0.6)
    vi.advanceTimersByTime(100)
    expect(shownValues()).toEqual(['500+', '200+', '1,200+', '100%'])
    expect(latestObserver().disconnect).toHaveBeenCalled()
  })

  it('never animates for visitors who prefer reduced motion', () => {
    stubBrowser({ reducedMotion: true })
    enhanceCounters(prerenderedIsland())
    expect(FakeIntersectionObserver.instances).toHaveLength(0)
    vi.advanceTimersByTime(3000)
    expect(items().map((item) => item.textContent)).toEqual(finalTexts)
  })
})
