import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteSchema } from '../../schema/site.ts'
import { compileSchema } from '../ajv.ts'
import { checkedOncePlaces } from './checked-once.ts'
import { randomlyEditedTexts, seededRandom } from './random-edits.ts'
import { readChange, readText, type Reading } from './reading.ts'

const site = readFileSync(new URL('../../../site.yaml', import.meta.url), 'utf8')
const everyTime = compileSchema(siteSchema)
const once = compileSchema(siteSchema, checkedOncePlaces)

/** What a run of a validator says: whether the data is valid, its errors with all they hold, the marked values. */
function runOf(compiled: typeof once, data: unknown) {
  const { valid, references } = compiled.run(data)
  return { valid, errors: (compiled.validate.errors ?? []).map((error) => ({ ...error })), references }
}

describe('checking each post and page once per object', () => {
  it('says exactly what checking everything every time says, for changed and unchanged posts alike', () => {
    expect(
      checkedOncePlaces.map((place) =>
        place.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], siteSchema),
      ),
    ).not.toContain(undefined)
    const random = seededRandom(11)
    let reading: Reading = readText('site.yaml', site)
    let withErrors = 0
    const current = () => ({ text: reading.source.text, data: reading.clean?.data })
    for (const { edit, text } of randomlyEditedTexts(random, 150, current)) {
      const next = readChange(reading, text)
      if (!next.clean) {
        reading = readText('site.yaml', reading.source.text)
        continue
      }
      reading = next
      const data = next.clean.data
      const expected = runOf(everyTime, data)
      expect({ edit, ...runOf(once, data) }).toEqual({ edit, ...expected })
      expect(runOf(once, data)).toEqual(expected)
      if (!expected.valid) withErrors++
    }
    expect(withErrors).toBeGreaterThan(20)
  }, 180_000)
})
