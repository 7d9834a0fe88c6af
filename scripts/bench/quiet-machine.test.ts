import type { CpuInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { busyShare, quietGate } from './quiet-machine.ts'

const times = (busy: number, idle: number): CpuInfo['times'] => ({ user: busy, nice: 0, sys: 0, irq: 0, idle })

describe('busyShare', () => {
  it('gives the busy share of all cores between two readings', () => {
    const before = [times(1000, 5000), times(2000, 9000)]
    const after = [times(1750, 5250), times(2250, 9750)]
    expect(busyShare(before, after)).toBe((750 + 250) / 2000)
  })

  it('gives 0 when no time passed', () => {
    expect(busyShare([times(1, 1)], [times(1, 1)])).toBe(0)
  })
})

describe('quietGate', () => {
  const sampler = (values: number[]) => {
    const taken: number[] = []
    const sample = async () => {
      const value = values.shift() ?? 1
      taken.push(value)
      return value
    }
    return { sample, taken }
  }

  it('samples once when the machine is already quiet', async () => {
    const { sample, taken } = sampler([0.1, 0.9])
    expect(await quietGate({ threshold: 0.25, maxWaitSamples: 5, budgetSamples: 50, sample })()).toBe(0.1)
    expect(taken).toEqual([0.1])
  })

  it('waits until the machine quietens', async () => {
    const { sample, taken } = sampler([0.9, 0.8, 0.2, 0.9])
    expect(await quietGate({ threshold: 0.25, maxWaitSamples: 5, budgetSamples: 50, sample })()).toBe(0.2)
    expect(taken).toEqual([0.9, 0.8, 0.2])
  })

  it('stops waiting after the most samples for one run', async () => {
    const { sample, taken } = sampler([0.9, 0.9, 0.9, 0.9, 0.1])
    expect(await quietGate({ threshold: 0.25, maxWaitSamples: 2, budgetSamples: 50, sample })()).toBe(0.9)
    expect(taken).toHaveLength(3)
  })

  it('stops waiting at all once the budget of the whole benchmark is spent', async () => {
    const { sample, taken } = sampler([])
    const gate = quietGate({ threshold: 0.25, maxWaitSamples: 2, budgetSamples: 3, sample })
    await gate()
    await gate()
    await gate()
    expect(taken).toHaveLength(3 + 2 + 1)
  })
})
