import fastJson from 'fast-json-stringify'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/admin/app/api.ts'
import { editErrorWords } from '../../../src/admin/website/problems/edit-error-words.ts'
import { problemWords } from '../../../src/admin/website/problems/problem-words.ts'
import type { DraftCheck } from '../../../src/model/admin-api.ts'
import { draftCheckSchema } from '../../../src/model/contracts/draft-check.ts'
import { editRefusalSchema } from '../../../src/model/contracts/edit-refusal.ts'
import { editRefusal } from '../../../src/site-text/edit-error.ts'
import { check } from './check.ts'

const fixtures = fileURLToPath(new URL('../../../src/testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')

/** What the browser reads of an answer the server writes with `schema`, as fastify writes it. */
const overTheWire = <T>(schema: object, answer: T): T => JSON.parse(fastJson(schema)(answer)) as T

describe('the codes of problems and refusals on their way to the form', () => {
  it('keeps the code and arguments of each problem, so that the form words it by its code', () => {
    const text = minimal.replace('number: "+254 712 345 678"', 'number: call the office')
    const checked = check({ text, publicDir: `${fixtures}public` })
    const received = overTheWire<DraftCheck>(draftCheckSchema, checked)
    expect(received.errors.map(({ code, params }) => ({ code, params }))).toEqual(
      checked.errors.map(({ code, params }) => ({ code, params })),
    )
    expect(received.errors.map(problemWords)).toContain(
      '“call the office” is not a phone number: write it like +254 700 000 000.',
    )
  })

  it('keeps the code of a refused edit', () => {
    const { message, coded } = editRefusal('nameTaken', 'pages', '/about', '/about-us')
    const received = overTheWire(editRefusalSchema, { error: message, ...coded })
    expect(editErrorWords(new ApiError(422, received.error, received))).toBe(
      '“/about” is already in use, so “/about-us” cannot be given that name: choose another.',
    )
  })
})
