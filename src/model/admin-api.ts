/** The shapes the /admin app and the server's admin API exchange. */

import type { DiffPart } from './contracts/diff-part.ts'
import type { DraftConflict } from './contracts/draft-conflict.ts'
import type { DraftProblem } from './contracts/draft-problem.ts'
import type { DraftState } from './contracts/draft-state.ts'
import type { HistoryDetail, HistoryEntry } from './contracts/history.ts'
import type { FailedDelivery, InboxForms, InboxPage, InboxRoom, Submission } from './contracts/inbox.ts'
import type { UploadedPicture } from './contracts/library-picture.ts'
import type { NewPerson, PeopleList, SignInLinkToSend } from './contracts/people.ts'
import type { AdminSession, Person, PersonRole } from './contracts/person.ts'
import type { PublishEvent, PublishOutcomeEvent, PublishStep } from './contracts/publish-step.ts'
import type { SiteForEditor } from './contracts/site-for-editor.ts'

export type { AdminSession, Person, PersonRole }

export type { NewPerson, PeopleList, SignInLinkToSend }

export type { FailedDelivery, InboxForms, InboxPage, InboxRoom, Submission }

export type { DraftProblem }

export interface DraftCheck {
  errors: DraftProblem[]
  warnings: DraftProblem[]
  /** How long the check took on the server, in milliseconds. */
  ms: number
}

export type { SiteForEditor }

export type { PublishStep }

export type { PublishEvent, PublishOutcomeEvent }

export type { HistoryDetail, HistoryEntry }

export type { DiffPart }

export type { UploadedPicture }

export type { DraftState }

/** The answer to edits sent to a draft: its new revision and the checker's verdict on its text. */
export interface DraftEditAnswer {
  revision: number
  /** Absent when the check could not be run (`checkRefused` says why, in one sentence). */
  check?: DraftCheck
  checkRefused?: string
}

export type { DraftConflict }
