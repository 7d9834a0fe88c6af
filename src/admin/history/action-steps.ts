import type { PublishEvent, PublishStep } from '../../model/admin-api.ts'

type ShownStepName = Exclude<PublishStep, 'done'>

/** What the person reads of each step of an undo or a bringing back: while it runs, once done, and where it stopped. */
const stepWords: Record<ShownStepName, Record<ShownStep['state'], string>> = {
  checking: { running: 'Checking…', done: 'Checked', stopped: 'Stopped while checking' },
  building: { running: 'Building the site…', done: 'Site built', stopped: 'Stopped while building the site' },
  switching: { running: 'Switching…', done: 'Switched to the new version', stopped: 'Stopped while switching' },
  recording: { running: 'Recording…', done: 'Recorded in the history', stopped: 'Stopped while recording' },
}

/** A step shown in the list: running until the next one starts, done, or where it all stopped. */
export interface ShownStep {
  step: ShownStepName
  state: 'running' | 'done' | 'stopped'
}

const ended = (steps: readonly ShownStep[], state: 'done' | 'stopped') =>
  steps.map((shown) => (shown.state === 'running' ? { ...shown, state } : shown))

/**
 * The steps after one line of the answer: a step that starts ends the one before it; the outcome ends
 * them all, ticked when it went live, or with the last one marked as where it stopped.
 */
export function stepsAfter(steps: readonly ShownStep[], event: PublishEvent): ShownStep[] {
  if ('step' in event) {
    const before = ended(steps, 'done')
    return event.step === 'done' ? before : [...before, { step: event.step, state: 'running' }]
  }
  return ended(steps, event.outcome === 'published' ? 'done' : 'stopped')
}

/** The steps when the answer broke off: the one running is where it stopped. */
export const stepsBrokenOff = (steps: readonly ShownStep[]): ShownStep[] => ended(steps, 'stopped')

/** The words of a shown step. */
export const stepInWords = ({ step, state }: ShownStep): string => stepWords[step][state]

/** The mark before a step's words: a tick once it is done, a cross where it stopped. */
export const stepMark = ({ state }: ShownStep): string => ({ running: '', done: '✓', stopped: '✗' })[state]
