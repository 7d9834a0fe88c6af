import { anotherWindowSentence } from '../../../src/model/draft-words.ts'
import { tooDeepSentence } from '../../../src/site-text/edit-depth.ts'
import { tooLargeSentence } from '../../work/work-messages.ts'
import { maxDraftBytes } from '../../work/site-work.ts'

/** What the person editing reads about their draft, in one place. */
export const draftMessages = {
  tooLarge: tooLargeSentence(maxDraftBytes),
  gone: 'This draft is no longer on the server, so the editor starts again from the published website.',
  badEdits: 'The change could not be read. Reload the page and make it again.',
  tooDeep: tooDeepSentence,
  staleRevision: anotherWindowSentence,
  noPreview: 'The draft has mistakes; the preview shows it again once they are fixed.',
  merging: 'Combining your changes with those published since you started',
} as const
