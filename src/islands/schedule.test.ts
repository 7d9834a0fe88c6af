// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer.ts'
import { onIdle, scheduleHydration, scheduleWakeUps } from './schedule.ts'

let island: HTMLElement
beforeEach(() => {
  island = document.createElement('div')
  island.innerHTML = '<button type="button">Open</button>'
  document.body.append(island)
  FakeIntersectionObserver.instances = []
})
afterEach(() => {
  island.remove()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
  delete (window as Partial<Window>).requestIdleCallback
})

/** Gives jsdom requestIdleCallback; returns the tasks it was handed and the options they came with. */
function stubIdle() {
  const requestIdleCallback = vi.fn<(task: IdleRequestCallback, options?: IdleRequestOptions) => number>(() => 1)
  window.requestIdleCallback = requestIdleCallback
  return requestIdleCallback
}

describe('scheduleHydration', () => {
  it('hydrates at once on load', () => {
    const hydrate = vi.fn<() => void>()
    scheduleHydration(island, 'load', hydrate)
    expect(hydrate).toHaveBeenCalledOnce()
  })

  it('hydrates when the browser is idle, with a deadline', () => {
    const requestIdleCallback = stubIdle()
    const hydrate = vi.fn<() => void>()
    scheduleHydration(island, 'idle', hydrate)
    expect(hydrate).not.toHaveBeenCalled()
    const [task, options] = requestIdleCallback.mock.lastCall ?? []
    expect(options?.timeout).toBe(2000)
    task?.({ didTimeout: false, timeRemaining: () => 10 })
    expect(hydrate).toHaveBeenCalledOnce()
  })

  it('hydrates soon after where the browser cannot say when it is idle', () => {
    vi.useFakeTimers()
    const hydrate = vi.fn<() => void>()
    expect('requestIdleCallback' in window).toBe(false)
    scheduleHydration(island, 'idle', hydrate)
    vi.advanceTimersByTime(199)
    expect(hydrate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(hydrate).toHaveBeenCalledOnce()
  })

  it('hydrates once the island comes near the screen, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const hydrate = vi.fn<() => void>()
    scheduleHydration(island, 'visible', hydrate)
    const [observer] = FakeIntersectionObserver.instances
    expect(observer?.observe).toHaveBeenCalledExactlyOnceWith(island)
    expect(observer?.options?.rootMargin).toBe('200px')
    observer?.report(false)
    expect(hydrate).not.toHaveBeenCalled()
    observer?.report(true)
    expect(hydrate).toHaveBeenCalledOnce()
    expect(observer?.disconnect).toHaveBeenCalledOnce()
  })

  it('hydrates when idle where the browser cannot watch the screen', () => {
    const requestIdleCallback = stubIdle()
    expect('IntersectionObserver' in window).toBe(false)
    const hydrate = vi.fn<() => void>()
    scheduleHydration(island, 'visible', hydrate)
    expect(requestIdleCallback).toHaveBeenCalledOnce()
    requestIdleCallback.mock.lastCall?.[0]({ didTimeout: false, timeRemaining: () => 10 })
    expect(hydrate).toHaveBeenCalledOnce()
  })

  it.each(['pointerover', 'pointerdown', 'focusin', 'keydown'])(
    'hydrates on the first sign of use inside the island (%s), once',
    (type) => {
      const hydrate = vi.fn<() => void>()
      scheduleHydration(island, 'interaction', hydrate)
      document.body.dispatchEvent(new Event(type, { bubbles: true }))
      expect(hydrate).not.toHaveBeenCalled()
      const button = island.querySelector('button') as HTMLButtonElement
      button.dispatchEvent(new Event(type, { bubbles: true }))
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      button.dispatchEvent(new Event('keydown', { bubbles: true }))
      expect(hydrate).toHaveBeenCalledOnce()
    },
  )
})

describe('onIdle', () => {
  it('hands the task to requestIdleCallback where there is one', () => {
    const requestIdleCallback = stubIdle()
    const task = vi.fn<() => void>()
    onIdle(task)
    expect(requestIdleCallback.mock.lastCall?.[0]).toBe(task)
  })
})

describe('scheduleWakeUps', () => {
  it('wakes the island at its deadline on the page clock, counted from the start of the page load', () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'now').mockReturnValue(4000)
    island.dataset.deadline = '10000'
    const hydrate = vi.fn<() => void>()
    scheduleWakeUps(island, hydrate)
    vi.advanceTimersByTime(5999)
    expect(hydrate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(hydrate).toHaveBeenCalledOnce()
  })

  it('starts only the island’s timers at its deadline when it has them, and the whole island for a remembered state', () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'now').mockReturnValue(0)
    island.dataset.deadline = '10000'
    island.dataset.resumeKey = 'site-chat:open'
    island.dataset.resumeValue = 'open'
    sessionStorage.setItem('site-chat:open', 'open')
    const hydrate = vi.fn<() => void>()
    const startTimers = vi.fn<() => void>()
    scheduleWakeUps(island, hydrate, startTimers)
    expect(hydrate).toHaveBeenCalledOnce()
    expect(startTimers).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10_000)
    expect(startTimers).toHaveBeenCalledOnce()
    expect(hydrate).toHaveBeenCalledOnce()
    sessionStorage.clear()
  })

  it('wakes the island at once when the tab remembers it in use, and not for another value', () => {
    island.dataset.resumeKey = 'site-chat:open'
    island.dataset.resumeValue = 'open'
    const hydrate = vi.fn<() => void>()
    sessionStorage.setItem('site-chat:open', 'closed')
    scheduleWakeUps(island, hydrate)
    expect(hydrate).not.toHaveBeenCalled()
    sessionStorage.setItem('site-chat:open', 'open')
    scheduleWakeUps(island, hydrate)
    expect(hydrate).toHaveBeenCalledOnce()
    sessionStorage.clear()
  })

  it('waits for the other wake-ups when storage is switched off', () => {
    island.dataset.resumeKey = 'site-chat:open'
    island.dataset.resumeValue = 'open'
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const hydrate = vi.fn<() => void>()
    expect(() => scheduleWakeUps(island, hydrate)).not.toThrow()
    expect(hydrate).not.toHaveBeenCalled()
  })
})
