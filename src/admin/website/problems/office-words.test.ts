import { describe, expect, it } from 'vitest'
import { fixturePublicDir, mistakes, withMistake } from '../../../testing/mistakes.ts'
import { checkSite } from '../../../validation/check-site.ts'
import { messages, type ProblemCode } from '../../../validation/messages.ts'
import { languageWords } from './language-words.ts'
import { officeWords, textOnlyCodes } from './office-words.ts'
import { hintWords, problemWords } from './problem-words.ts'
import { siteWords } from './site-words.ts'
import { valueWords } from './value-words.ts'

const codes = Object.keys(messages) as ProblemCode[]

/** Words an office manager should not have to read. */
const programmerWords = /YAML|\bkeys?\b|\bslugs?\b|\bblocks?\b|public\//i

/** A stand-in for any argument: it reads as "x", has no items and no length, and each of its parts is one too. */
const anything: unknown = new Proxy(() => anything, {
  get: (_target, name) =>
    name === Symbol.toPrimitive
      ? () => 'x'
      : name === Symbol.iterator
        ? function* () {}
        : name === 'length'
          ? 0
          : anything,
})

describe('officeWords', () => {
  it('has words for every message that can be about a value the form shows', () => {
    const missing = codes.filter((code) => !textOnlyCodes.has(code) && officeWords[code] === undefined)
    expect(missing).toEqual([])
  })

  it('has one entry for each code, in one of its parts', () => {
    const parts = [valueWords, siteWords, languageWords].flatMap((part) => Object.keys(part))
    expect(parts.filter((code, index) => parts.indexOf(code) !== index)).toEqual([])
  })

  it('lists as text-only only codes of the catalogue, and has no words for them', () => {
    expect([...textOnlyCodes].filter((code) => !codes.includes(code))).toEqual([])
    expect([...textOnlyCodes].filter((code) => officeWords[code] !== undefined)).toEqual([])
  })

  it('writes none of the words of the text or of programmers', () => {
    const wordsOf = (code: ProblemCode) => problemWords({ code, params: Array(6).fill(anything) as never, message: '' })
    const written = codes.filter((code) => officeWords[code] !== undefined).map((code) => [code, wordsOf(code)])
    expect(written.length).toBeGreaterThan(80)
    expect(written.filter(([, words]) => programmerWords.test(words!))).toEqual([])
  })
})

describe('the form’s words for the checker’s own problems', () => {
  it.each(mistakes)('$name', (mistake) => {
    const { errors, warnings } = checkSite(withMistake(mistake), { publicDir: fixturePublicDir })
    const onFields = [...errors, ...warnings].filter((problem) => problem.path.length > 0)
    expect(onFields.filter((problem) => textOnlyCodes.has(problem.code))).toEqual([])
    const shown = onFields.map((problem) => `${problem.code}: ${problemWords(problem)} ${hintWords(problem) ?? ''}`)
    expect(shown.filter((words) => programmerWords.test(words))).toEqual([])
  })
})
