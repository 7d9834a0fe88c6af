import type { Problem } from '../../../src/validation/problem.ts'
import type { PublishStep } from './publish-types.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** What the person publishing reads, in one place. */
export const publishMessages = {
  busy: 'Another publish is still running. Wait for it to finish, then publish again.',
  conflict:
    'The website was changed by someone else at the same moment, so nothing was published. ' +
    'Your changes are kept: publish again to add them to theirs.',
  invalid: (errors: readonly Problem[]) =>
    `Nothing was published: the new version has ${plural(errors.length, 'mistake')}, so the website stays as it was.`,
  buildFailed: (reason: string) => `The new pages could not be made, so the live site was not changed. ${reason}`,
  notSaved:
    'The new pages were made, but the server could not save the new version, so the live site was not changed. Try again in a moment.',
  notSwitched: (isRestored: boolean) =>
    'The new pages were made, but the server could not switch to them, so visitors still see the website as it was. ' +
    (isRestored
      ? 'Try again in a moment.'
      : 'The server kept the new version even so: ask the person who looks after the server to check it.'),
  notRecorded: 'Published, but it could not be added to the history.',
  notCommitted: 'Published, but the server could not keep its own backup copy of this version.',
} as const

/** A label for each step while publishing runs. */
export const stepLabels: Record<PublishStep, string> = {
  checking: 'Checking the site for mistakes',
  building: 'Making the new pages',
  switching: 'Switching the live site to it',
  recording: 'Saving it in the history',
  done: 'Published',
}
