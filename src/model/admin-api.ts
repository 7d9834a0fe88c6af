/** The shapes the /admin app and the server's admin API exchange. */

import type { FieldKind } from '../forms/schema.ts'
import type { Explanation } from './problem-code.ts'
import type { DiffPart } from './contracts/diff-part.ts'
import type { DraftConflict } from './contracts/draft-conflict.ts'
import type { DraftState } from './contracts/draft-state.ts'
import type { HistoryDetail, HistoryEntry } from './contracts/history.ts'
import type { UploadedPicture } from './contracts/library-picture.ts'
import type { AdminSession, Person, PersonRole } from './contracts/person.ts'
import type { PublishStep } from './contracts/publish-step.ts'
import type { SiteForEditor } from './contracts/site-for-editor.ts'

export type { AdminSession, Person, PersonRole }

/** The answer of GET /admin/api/people (owner only). */
export interface PeopleList {
  people: Person[]
  /** Whether mail is set up, so that a sign-in link can be emailed. */
  canSendLinks: boolean
}

/** The answer of POST /admin/api/people/:id/link-to-send: a new one-time sign-in link for the owner to send them. */
export interface SignInLinkToSend {
  link: string
  /** The person, who now has this link (and no earlier one). */
  person: Person
}

/** What POST /admin/api/people takes: a starting password, or `sendLink` with an email. */
export interface NewPerson {
  name: string
  email?: string
  role: PersonRole
  password?: string
  sendLink?: boolean
}

/** One stored form submission: what the server keeps and the inbox lists. */
export interface Submission {
  id: string
  form: string
  data: Record<string, string>
  createdAt: number
  handledAt: number | null
  /** The name of who marked it handled, when it is handled and that was recorded. */
  handledBy?: string
  /** The name of the page it was sent from ("Repairs", "Home"), when the browser said so and the site has it. */
  sentFrom?: string
  /** Where that visit came from ("Google", or directSource for none), when the visit was counted. */
  cameFrom?: string
  /** The language of the page it was sent from ("sw-KE"), when that was recorded. */
  language?: string
}

/** A page of the inbox: submissions, newest first, and how full the inbox is. */
export interface InboxPage {
  items: Submission[]
  hasMore: boolean
  room: InboxRoom
}

/** How full the inbox is: the requests it holds, the most it keeps (null for no limit), and whether to warn. */
export interface InboxRoom {
  stored: number
  limit: number | null
  /** True from 80 % of the limit: the Inbox screen says how many more fit and what to do. */
  isNearlyFull: boolean
}

/** One choice of a list field: what the visitor saw, and what the form sent. */
export interface InboxChoice {
  label: string
  value: string
}

/**
 * The title and fields of each form, by form id: each field's label, its kind and, for a list, its choices.
 */
export type InboxForms = Record<
  string,
  { title: string; fields: { name: string; label: string; kind: FieldKind; options?: InboxChoice[] }[] }
>

/** A notification the outbox gave up on. */
export interface FailedDelivery {
  id: number
  submissionId: string
  form: string
  channel: string
  attempts: number
  lastError: string | null
  gaveUpAt: number
}

/** A problem the checker found in the draft, where it is written. */
/** A problem of the draft as the checker words it; `code` and `params` let the form word it again. */
export interface DraftProblem extends Explanation {
  line: number
  col: number
  /** The data path of the value it is about, as `['business', 'phones', 0, 'number']`; [] for none. */
  path: (string | number)[]
}

export interface DraftCheck {
  errors: DraftProblem[]
  warnings: DraftProblem[]
  /** How long the check took on the server, in milliseconds. */
  ms: number
}

export type { SiteForEditor }

export type { PublishStep }

/** One line of the publish call's answer: each step as it starts, then the outcome. */
export type PublishEvent =
  | { step: PublishStep; detail?: string }
  | {
      outcome: 'published'
      id?: number
      version: string
      changed: string[]
      /**
       * The address of the page to open to see the change: the one page changed, the page with the
       * business details for a change to them, else the home page.
       */
      page?: string
      /** Pages drawn afresh, and pages taken unchanged from the site it replaced. */
      pages?: { drawn: number; kept: number }
      commit?: string
      warnings: string[]
    }
  | {
      outcome: 'refused'
      reason: 'conflict' | 'invalid' | 'build-failed' | 'switch-failed' | 'busy'
      message: string
      problems?: DraftProblem[]
      /** For a conflict: the places someone else changed too, with both values. */
      conflicts?: DraftConflict[]
    }

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
