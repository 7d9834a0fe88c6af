import { Agent, request } from 'node:http'

/** How a visitor fared while other work ran: the time each answer of `/` took, in milliseconds. */
export interface HomePageWatch {
  latencies: number[]
  /** How many times `/` was asked for before the work ended. */
  askedWhileWorking: number
  /** Every status `/` was answered with. */
  statuses: number[]
}

/**
 * For tests: asks for `/` of `base` every 50 ms on a connection of its own, as a visitor would, until
 * `work` has settled and `/` was asked at least `atLeast` times, or `limitMs` has passed.
 */
export async function watchHomePage(
  base: string,
  work: Promise<unknown>,
  { atLeast = 5, limitMs = 60_000 }: { atLeast?: number; limitMs?: number } = {},
): Promise<HomePageWatch> {
  const progress = { isWorking: true }
  void work.then(
    () => (progress.isWorking = false),
    () => (progress.isWorking = false),
  )
  const visitor = new Agent({ keepAlive: true, maxSockets: 1 })
  const watch: HomePageWatch = { latencies: [], askedWhileWorking: 0, statuses: [] }
  const started = performance.now()
  try {
    while ((progress.isWorking || watch.latencies.length < atLeast) && performance.now() - started < limitMs) {
      if (progress.isWorking) watch.askedWhileWorking++
      const asked = performance.now()
      watch.statuses.push(await askForHome(base, visitor))
      const latency = performance.now() - asked
      watch.latencies.push(latency)
      await new Promise((wait) => setTimeout(wait, Math.max(0, 50 - latency)))
    }
  } finally {
    visitor.destroy()
  }
  return watch
}

function askForHome(base: string, visitor: Agent): Promise<number> {
  return new Promise((resolve, reject) =>
    request(`${base}/`, { agent: visitor }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
      .on('error', reject)
      .end(),
  )
}
