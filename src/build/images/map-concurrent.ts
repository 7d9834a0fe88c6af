import { availableParallelism } from 'node:os'

/** As many pictures at once as the machine has cores: enough to keep them busy, few enough to bound memory. */
export const pictureWorkers = (): number => Math.max(1, availableParallelism())

/** `work` on every item, at most `limit` at a time; results in the order of `items`. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
