import { isRecord } from '../../../model/is-record.ts'
import type { Path } from '../form/json-schema.ts'

/** Values visited at most, so that a strange draft cannot keep a search going. */
const visitLimit = 100_000

/**
 * Every value inside each of `roots`, in the order of the text: a value, then what it holds (a list's
 * items, an object's fields) in turn, each with its path from its root; at most `visitLimit` of them.
 */
export function* valuesInOrder(...roots: unknown[]): Generator<[value: unknown, path: Path]> {
  const waiting = roots.map((root): [unknown, Path] => [root, []]).reverse()
  for (let visited = 0; waiting.length > 0 && visited < visitLimit; visited++) {
    const [value, path] = waiting.pop()!
    yield [value, path]
    if (Array.isArray(value))
      for (let index = value.length - 1; index >= 0; index--) waiting.push([value[index], [...path, index]])
    else if (isRecord(value)) for (const key of Object.keys(value).reverse()) waiting.push([value[key], [...path, key]])
  }
}
