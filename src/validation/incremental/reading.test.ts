import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkReading, checkSite } from '../check-site.ts'
import { randomlyEditedTexts, seededRandom } from './random-edits.ts'
import { readChange, readText, type Reading } from './reading.ts'

const site = readFileSync(new URL('../../../site.yaml', import.meta.url), 'utf8')
const options = { publicDir: fileURLToPath(new URL('../../../public', import.meta.url)) }

/** What a check says, as plain data: the site read only when there are no errors. */
const outcome = (result: ReturnType<typeof checkSite>) => ({
  errors: result.errors,
  warnings: result.warnings,
  data: result.data,
  site: result.errors.length === 0 ? result.site : undefined,
})

describe('the check of a text read again in parts', () => {
  it('finds exactly what the check of the whole text finds, over a long series of random changes', () => {
    const random = seededRandom(7)
    let reading: Reading = readText('site.yaml', site)
    let inParts = 0
    let checked = 0
    let withProblems = 0
    const current = () => ({ text: reading.source.text, data: reading.clean?.data ?? reading.source.doc.toJS() })
    for (const { edit, text } of randomlyEditedTexts(random, 120, current)) {
      const before = reading
      const next = readChange(before, text)
      const whole = checkSite(text, options)
      expect({ edit, ...outcome(checkReading(next, options)) }).toEqual({ edit, ...outcome(whole) })
      checked++
      if (next.source.doc === before.source.doc) inParts++
      if (whole.errors.length + whole.warnings.length > 5) withProblems++
      // A text that cannot be read in parts is left for the one before, read afresh.
      reading = next.clean ? next : readText('site.yaml', before.source.text)
    }
    expect(checked).toBeGreaterThan(60)
    expect(withProblems).toBeGreaterThan(10)
    expect(inParts / checked).toBeGreaterThan(0.5)
  }, 180_000)
})
