import { isRecord } from '../../../model/is-record.ts'

/** A picture's description, and its size where it is written beside it. */
export interface KnownDescription {
  alt: string
  width?: number
  height?: number
}

/** Items visited at most, so that a strange draft cannot keep the search going. */
const visitLimit = 100_000

/**
 * How the website already describes the picture `src`: the first place in `places` (searched in
 * order, each through all its parts) that shows it with a description. Undefined when none does.
 */
export function knownDescription(src: string, places: readonly unknown[]): KnownDescription | undefined {
  const waiting: unknown[] = [...places].reverse()
  for (let visited = 0; waiting.length > 0 && visited < visitLimit; visited++) {
    const value = waiting.pop()
    if (Array.isArray(value)) waiting.push(...[...value].reverse())
    else if (isRecord(value)) {
      if (value.src === src && typeof value.alt === 'string')
        return {
          alt: value.alt,
          ...(typeof value.width === 'number' ? { width: value.width } : {}),
          ...(typeof value.height === 'number' ? { height: value.height } : {}),
        }
      waiting.push(...Object.values(value).reverse())
    }
  }
  return undefined
}
