import { isRecord } from '../model/is-record.ts'

/**
 * `base` with the words of `texts` laid over it: objects key by key, lists item by item by position, a text in
 * place of a text. What `texts` leaves out, or gives in another shape, stays as in `base`.
 */
export function overlay<T>(base: T, texts: unknown): T {
  if (texts === undefined) return base
  if (Array.isArray(base)) return (Array.isArray(texts) ? base.map((item, at) => overlay(item, texts[at])) : base) as T
  if (isRecord(base))
    return isRecord(texts)
      ? (Object.fromEntries(Object.entries(base).map(([key, value]) => [key, overlay(value, texts[key])])) as T)
      : base
  return (typeof base === 'string' && typeof texts === 'string' ? texts : base) as T
}
