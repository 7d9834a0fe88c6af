// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { freshProgress, shortDelayMessage, startNotificationTimer } from './notification-timer.ts'

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
  it('N2, N4: fires delaySeconds after startedAt, then a full delay apart, counting each firing', () => {
    const startedAt = performance.now()
    seconds(4)
    const progress = freshProgress()
    const fire = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 10, loop: 0, startedAt: () => startedAt, progress, fire })
    seconds(5.9)
    expect(fire).not.toHaveBeenCalled()
    seconds(0.1)
    expect(fire).toHaveBeenCalledTimes(1)
    expect(progress).toMatchObject({ fired: 1, badge: true, lastFiredAt: performance.now() })
    seconds(10)
    expect(fire).toHaveBeenCalledTimes(2)
  })

  it('N4: a loop of 2 stops after 2 firings and leaves no timer', () => {
    const fire = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 10, loop: 2, startedAt: () => undefined, progress: freshProgress(), fire })
    seconds(600)
    expect(fire).toHaveBeenCalledTimes(2)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N3: a timer started on the same progress carries on: the next firing a full delay after the last, the loop counted in all', () => {
    const progress = freshProgress()
    const first = vi.fn<() => void>()
    const stop = startNotificationTimer({ delaySeconds: 10, loop: 3, startedAt: () => 0, progress, fire: first })
    seconds(14)
    stop()
    expect(first).toHaveBeenCalledTimes(1)
    const second = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 10, loop: 3, startedAt: () => 0, progress, fire: second })
    seconds(5.9)
    expect(second).not.toHaveBeenCalled()
    seconds(0.1)
    expect(second).toHaveBeenCalledTimes(1)
    seconds(600)
    expect(second).toHaveBeenCalledTimes(2)
    expect(progress.fired).toBe(3)
  })

  it('N3: once stopped it never fires', () => {
    const fire = vi.fn<() => void>()
    const stop = startNotificationTimer({
      delaySeconds: 10,
      loop: 0,
      startedAt: () => 0,
      progress: freshProgress(),
      fire,
    })
    stop()
    seconds(600)
    expect(fire).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N2: a delay under 10 seconds logs the message once for the same progress and starts no timer', () => {
    const progress = freshProgress()
    const fire = vi.fn<() => void>()
    startNotificationTimer({ delaySeconds: 9, loop: 0, startedAt: () => 0, progress, fire })
    startNotificationTimer({ delaySeconds: 5, loop: 0, startedAt: () => 0, progress, fire })
    expect(vi.getTimerCount()).toBe(0)
    seconds(600)
    expect(fire).not.toHaveBeenCalled()
    expect(consoleError.mock.calls).toEqual([[shortDelayMessage]])
    expect(progress.warned).toBe(true)
  })
})
