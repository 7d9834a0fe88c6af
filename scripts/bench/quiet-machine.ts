import { cpus, type CpuInfo } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

type CpuTimes = CpuInfo['times']

/** The share of all cores' time spent busy between two readings of `os.cpus()`, from 0 to 1. */
export function busyShare(before: readonly CpuTimes[], after: readonly CpuTimes[]): number {
  let busy = 0
  let total = 0
  after.forEach((times, core) => {
    const start = before[core]
    if (!start) return
    const spent = (['user', 'nice', 'sys', 'irq', 'idle'] as const).map((kind) => times[kind] - start[kind])
    const all = spent.reduce((sum, value) => sum + value, 0)
    total += all
    busy += all - (times.idle - start.idle)
  })
  return total > 0 ? busy / total : 0
}

/** How busy the machine is over one second, from 0 (idle) to 1 (every core busy). */
export async function sampleBusy(): Promise<number> {
  const before = cpus().map((cpu) => cpu.times)
  await sleep(1000)
  return busyShare(
    before,
    cpus().map((cpu) => cpu.times),
  )
}

export interface QuietGateOptions {
  /** The machine counts as quiet below this share of busy cores. */
  threshold: number
  /** The most samples (of a second each) taken waiting before one run. */
  maxWaitSamples: number
  /** The most samples taken waiting over the whole benchmark; after that, runs only measure how busy it is. */
  budgetSamples: number
  sample?: () => Promise<number>
}

/**
 * Before a run: waits, within its limits, until other work on the machine has quietened, and gives how
 * busy the machine was when the run began.
 */
export function quietGate({ threshold, maxWaitSamples, budgetSamples, sample = sampleBusy }: QuietGateOptions) {
  let budget = budgetSamples
  return async (): Promise<number> => {
    let busy = await sample()
    for (let waited = 0; busy >= threshold && waited < maxWaitSamples && budget > 0; waited++, budget--)
      busy = await sample()
    return busy
  }
}
