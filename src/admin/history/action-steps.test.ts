import { describe, expect, it } from 'vitest'
import type { PublishEvent } from '../../model/admin-api.ts'
import { stepInWords, stepMark, stepsAfter, stepsBrokenOff, type ShownStep } from './action-steps.ts'

const published: PublishEvent = { outcome: 'published', version: 'v2', changed: [], warnings: [] }
const refused: PublishEvent = { outcome: 'refused', reason: 'build-failed', message: 'The site could not be built.' }

/** The list as the person reads it after `events`, one line per step with its mark. */
const shownAfter = (events: PublishEvent[], start: ShownStep[] = []) =>
  events.reduce(stepsAfter, start).map((shown) => `${stepMark(shown)} ${stepInWords(shown)}`.trim())

const allSteps: PublishEvent[] = [
  { step: 'checking' },
  { step: 'building' },
  { step: 'switching' },
  { step: 'recording' },
]
const ticked = ['✓ Checked', '✓ Site built', '✓ Switched to the new version', '✓ Recorded in the history']

describe('the steps of an undo or a bringing back', () => {
  it('shows the step that runs, and ticks each one as the next starts', () => {
    expect(shownAfter(allSteps.slice(0, 1))).toEqual(['Checking…'])
    expect(shownAfter(allSteps.slice(0, 2))).toEqual(['✓ Checked', 'Building the site…'])
  })

  it('ends with every step ticked once it went live, with or without the last step line', () => {
    expect(shownAfter([...allSteps, { step: 'done' }])).toEqual(ticked)
    expect(shownAfter([...allSteps, { step: 'done' }, published])).toEqual(ticked)
    expect(shownAfter([...allSteps, published])).toEqual(ticked)
    expect(shownAfter(allSteps).some((line) => line.endsWith('…'))).toBe(true)
  })

  it('marks the step where a refusal stopped it, and leaves none running', () => {
    expect(shownAfter([...allSteps.slice(0, 2), refused])).toEqual(['✓ Checked', '✗ Stopped while building the site'])
  })

  it('marks the step that was running when the answer broke off', () => {
    const running = allSteps.slice(0, 3).reduce(stepsAfter, [] as ShownStep[])
    expect(stepsBrokenOff(running).map(stepInWords)).toEqual(['Checked', 'Site built', 'Stopped while switching'])
  })
})
