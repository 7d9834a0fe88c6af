import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from '../../../src/model/contracts/api-error.ts'
import { exactCheck } from '../../contracts/schema-checks.ts'
import { refusedFields } from './field-refusal.ts'
import { peopleMessages } from './people-messages.ts'

describe('the answer to a refused form', () => {
  it('says its one problem as the sentence, and keeps it under its box', () => {
    const answer = refusedFields({ next: 'Use at least 12 characters.', current: undefined })
    expect(answer).toEqual({ error: 'Use at least 12 characters.', errors: { next: 'Use at least 12 characters.' } })
    expect(exactCheck.validate(apiErrorSchema, answer)).toBe(true)
  })

  it('points to the boxes when there are several problems', () => {
    const answer = refusedFields({ name: peopleMessages.noName, role: peopleMessages.noRole })
    expect(answer.error).toBe(peopleMessages.severalProblems)
    expect(Object.keys(answer.errors)).toEqual(['name', 'role'])
  })
})
