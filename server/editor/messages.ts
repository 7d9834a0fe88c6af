import { formatReport } from '../../src/validation/format.ts'
import type { Problem } from '../../src/validation/problem.ts'
import type { PublishStep } from './publish-types.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** What the person publishing reads, in one place. */
export const publishMessages = {
  busy: 'Another publish is still running. Wait for it to finish, then publish again.',
  conflict:
    'The website was changed by someone else at the same moment, so nothing was published. ' +
    'Your changes are kept: publish again to add them to theirs.',
  invalid: (errors: readonly Problem[]) =>
    `Nothing was published: ${plural(errors.length, 'mistake')} must be fixed first.\n\n${formatReport(errors, [])}`,
  buildFailed: (reason: string) => `The new pages could not be made, so the live site was not changed. ${reason}`,
  notSaved: (reason: string) =>
    `The new pages were made, but site.yaml could not be saved (${reason}). The live site was not changed.`,
  notSwitched: (reason: string, isRestored: boolean) =>
    `The new pages were made, but the server could not switch to them (${reason}). ` +
    (isRestored
      ? 'The live site and site.yaml were left as they were.'
      : 'The live site was not changed, but site.yaml already holds the new version and could not be put back.'),
  notRecorded: (reason: string) => `Published, but it could not be added to the history (${reason}).`,
  notCommitted: (reason: string) => `Published, but the git commit failed (${reason}).`,
} as const

/** A label for each step while publishing runs. */
export const stepLabels: Record<PublishStep, string> = {
  checking: 'Checking the site for mistakes',
  building: 'Making the new pages',
  switching: 'Switching the live site to it',
  recording: 'Saving it in the history',
  done: 'Published',
}
