import { isRecord } from '../../../model/is-record.ts'
import { valuesInOrder } from './values-in-order.ts'

/** A picture's description, and its size where it is written beside it. */
export interface KnownDescription {
  alt: string
  width?: number
  height?: number
}

/**
 * How the website already describes the picture `src`: the first place in `places` (searched in
 * order, each through all its parts) that shows it with a description. Undefined when none does.
 */
export function knownDescription(src: string, places: readonly unknown[]): KnownDescription | undefined {
  for (const [value] of valuesInOrder(...places))
    if (isRecord(value) && value.src === src && typeof value.alt === 'string')
      return {
        alt: value.alt,
        ...(typeof value.width === 'number' ? { width: value.width } : {}),
        ...(typeof value.height === 'number' ? { height: value.height } : {}),
      }
  return undefined
}
