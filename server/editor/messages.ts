import { formatReport } from '../../src/validation/format.ts'
import type { Problem } from '../../src/validation/problem.ts'
import type { PublishStep } from './publish-types.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** What the person publishing reads, in one place. */
export const publishMessages = {
  busy: 'Another publish is still running. Wait for it to finish, then publish again.',
  conflict:
    'site.yaml was changed by someone else after you opened the editor, so nothing was published. ' +
    'Reload to see their changes; your edits are kept in this browser until you do.',
  invalid: (errors: readonly Problem[]) =>
    `Nothing was published: ${plural(errors.length, 'mistake')} must be fixed first.\n\n${formatReport(errors, [])}`,
  buildFailed: (errors: string) => `The build failed, so the live site was not changed.\n\n${errors}`,
  notSaved: (reason: string) =>
    `The new version was built, but site.yaml could not be saved (${reason}). The live site was not changed.`,
  notSwitched: (reason: string, isRestored: boolean) =>
    `The new version was built, but the server could not switch to it (${reason}). ` +
    (isRestored
      ? 'The live site and site.yaml were left as they were.'
      : 'The live site was not changed, but site.yaml already holds the new version and could not be put back.'),
  notRecorded: (reason: string) => `Published, but it could not be added to the history (${reason}).`,
  notCommitted: (reason: string) => `Published, but the git commit failed (${reason}).`,
} as const

/** A label for each step while publishing runs. */
export const stepLabels: Record<PublishStep, string> = {
  checking: 'Checking the site for mistakes',
  building: 'Building the new version',
  switching: 'Switching the live site to it',
  recording: 'Saving it in the history',
  done: 'Published',
}
