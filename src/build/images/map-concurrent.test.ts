import { describe, expect, it } from 'vitest'
import { mapConcurrent } from './map-concurrent.ts'

describe('mapConcurrent', () => {
  it('never runs more than the limit at once, and keeps the order of the items', async () => {
    let running = 0
    let most = 0
    const results = await mapConcurrent([30, 5, 20, 1, 10], 2, async (delay) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, delay))
      running--
      return delay * 2
    })
    expect(most).toBe(2)
    expect(results).toEqual([60, 10, 40, 2, 20])
  })
})
