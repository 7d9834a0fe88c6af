// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { shortDelayMessage, startNotificationTimer } from './notification-timer.ts'

let consoleError: Mock<typeof console.error>

beforeEach(() => {
  vi.useFakeTimers()
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const seconds = (count: number) => vi.advanceTimersByTime(count * 1000)

describe('startNotificationTimer', () => {
  it('N2, N4: fires delaySeconds after the page was shown however late it starts, then a full delay apart', () => {
    seconds(4)
    const fire = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 10, loop: 0, fire })
    seconds(5.9)
    expect(fire).not.toHaveBeenCalled()
    seconds(0.1)
    expect(fire).toHaveBeenCalledTimes(1)
    seconds(9.9)
    expect(fire).toHaveBeenCalledTimes(1)
    seconds(0.1)
    expect(fire).toHaveBeenCalledTimes(2)
  })

  it('N2: started after the delay has passed, it fires at once', () => {
    seconds(25)
    const fire = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 10, loop: 0, fire })
    seconds(0)
    expect(fire).toHaveBeenCalledTimes(1)
  })

  it('N4: a loop of 2 stops after 2 firings and leaves no timer; a loop of 0 goes on', () => {
    const twice = vi.fn<() => void>()
    const always = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 10, loop: 2, fire: twice })
    startNotificationTimer({ delaySeconds: 10, loop: 0, fire: always })
    seconds(1000)
    expect(twice).toHaveBeenCalledTimes(2)
    expect(always).toHaveBeenCalledTimes(100)
    expect(vi.getTimerCount()).toBe(1)
  })

  it('N3: once stopped, also from inside a firing, it never fires again', () => {
    const fire = vi.fn<() => void>()
    const stopBefore = startNotificationTimer({ delaySeconds: 10, loop: 0, fire })
    stopBefore()
    const stopInside: () => void = startNotificationTimer({ delaySeconds: 10, loop: 0, fire: () => stopInside() })
    seconds(600)
    expect(fire).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N2: a delay under 10 seconds logs the message and starts no timer', () => {
    const fire = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 9, loop: 0, fire })
    expect(vi.getTimerCount()).toBe(0)
    seconds(600)
    expect(fire).not.toHaveBeenCalled()
    expect(consoleError.mock.calls).toEqual([[shortDelayMessage]])
    expect(shortDelayMessage).toBe('notificationDelay prop value must be at least 10 seconds.')
  })

  describe('on a page prerendered before the visitor opened it', () => {
    let isPrerendering = true
    beforeEach(() => {
      isPrerendering = true
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => isPrerendering })
    })
    afterEach(() => {
      Reflect.deleteProperty(document, 'prerendering')
    })

    const activate = () => {
      const activationStart = performance.now()
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ activationStart } as unknown as PerformanceEntry])
      isPrerendering = false
      document.dispatchEvent(new Event('prerenderingchange'))
    }

    it('N2: the wait starts when the page is shown, not when it was prerendered', () => {
      const fire = vi.fn<() => void>()
      startNotificationTimer({ delaySeconds: 10, loop: 0, fire })
      seconds(600)
      expect(fire).not.toHaveBeenCalled()
      activate()
      seconds(9.9)
      expect(fire).not.toHaveBeenCalled()
      seconds(0.1)
      expect(fire).toHaveBeenCalledTimes(1)
    })

    it('N3, R2: stopped before the page is shown, it leaves no listener and no timer', () => {
      const removed = vi.spyOn(document, 'removeEventListener')
      const fire = vi.fn<() => void>()
      startNotificationTimer({ delaySeconds: 10, loop: 0, fire })()
      expect(removed.mock.calls.some(([type]) => type === 'prerenderingchange')).toBe(true)
      activate()
      seconds(600)
      expect(fire).not.toHaveBeenCalled()
      expect(vi.getTimerCount()).toBe(0)
    })
  })
})
