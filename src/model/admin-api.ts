/** The shapes the /admin app and the server's admin API exchange. */

import type { FieldKind } from '../forms/schema.ts'

/** What a person may do: 'owner' everything, 'editor' the website and its history, 'inbox' the form requests and the visits. */
export type PersonRole = 'owner' | 'editor' | 'inbox'

/** Someone who can log in to /admin, as the API returns them. */
export interface Person {
  id: string
  name: string
  email?: string
  role: PersonRole
  /** Whether this is the person asking. */
  isYou: boolean
  hasPassword: boolean
  /** When the last sign-in link was sent, in milliseconds since 1970. */
  linkSentAt?: number
}

/** The answer of POST /admin/api/session. */
export interface AdminSession {
  csrfToken: string
  isPasswordFromEnvironment: boolean
  person: Person
  /** The business's time zone (business.timeZone in site.yaml): the admin shows every time in it. */
  timeZone?: string
}

/** The answer of GET /admin/api/people (owner only). */
export interface PeopleList {
  people: Person[]
  /** Whether mail is set up, so that a sign-in link can be emailed. */
  canSendLinks: boolean
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
  /** The page it was sent from ("/repairs"), when the browser said so. */
  sentFrom?: string
  /** Where that visit came from ("Google", "Direct"), when the visit was counted. */
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
export interface DraftProblem {
  line: number
  col: number
  /** The data path of the value it is about, as `['business', 'phones', 0, 'number']`; [] for none. */
  path: (string | number)[]
  message: string
  hint?: string
}

export interface DraftCheck {
  errors: DraftProblem[]
  warnings: DraftProblem[]
  /** How long the check took on the server, in milliseconds. */
  ms: number
}

/** site.yaml as the editor opens it, with what its pickers offer. */
export interface SiteForEditor {
  text: string
  /** Changes whenever site.yaml changes on disk; publishing needs the version the draft started from. */
  version: string
  /** schema/site.schema.json: the editor's forms are drawn from it. */
  schema: Record<string, unknown>
  /** Files under public/, from the site root. */
  publicFiles: string[]
}

export type PublishStep = 'checking' | 'building' | 'switching' | 'recording' | 'done'

/** One line of the publish call's answer: each step as it starts, then the outcome. */
export type PublishEvent =
  | { step: PublishStep; detail?: string }
  | {
      outcome: 'published'
      id?: number
      version: string
      changed: string[]
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

/**
 * One version of site.yaml that went live. `origin` is 'editor' for a publish from /admin, and 'disk'
 * for a version found on disk when publishing over it (an edit outside the editor, a git pull, or the
 * file as it was before the first publish), so that every diff between neighbours is true.
 */
export interface HistoryEntry {
  id: number
  createdAt: number
  origin: 'editor' | 'disk'
  /** Who published it; empty for a version found on disk. */
  author: string
  /** sha256 of the text, as the server's readSiteText gives it. */
  version: string
  /** Readable paths of what changed since the version before, such as business.phones[0].number. */
  changed: string[]
  commit?: string
}

/**
 * A run of a line diff between two versions of site.yaml. `line` is the number of its first line in
 * the new text (in the old one for removed lines); a long unchanged run is shortened to `skipped`.
 */
export type DiffPart =
  | { kind: 'same' | 'added' | 'removed'; line: number; lines: string[] }
  | { kind: 'skipped'; line: number; count: number }

export interface HistoryDetail {
  entry: HistoryEntry
  text: string
  /** Against the version published before it. */
  diff: DiffPart[]
}

/** A picture stored by an upload, ready to be placed once it has alt text. */
export interface UploadedPicture {
  src: string
  width: number
  height: number
}

/** A draft of site.yaml kept on the server: edits are sent to it, and it is checked, previewed and published there. */
export interface DraftState {
  id: string
  /** The version of site.yaml the draft started from. */
  version: string
  /** Every stored change adds one; an edit names the revision it was made on. */
  revision: number
  text: string
  /** The text it started from, to tell whether it has changes. */
  baseText: string
  /** When it was last changed (or started), in milliseconds since 1970. */
  changedAt: number
}

/** The answer to edits sent to a draft: its new revision and the checker's verdict on its text. */
export interface DraftEditAnswer {
  revision: number
  /** Absent when the check could not be run (`checkRefused` says why, in one sentence). */
  check?: DraftCheck
  checkRefused?: string
}

/** A place both the draft and a publish since it started changed: the draft's value and the published one. */
export interface DraftConflict {
  path: (string | number)[]
  mine: unknown
  theirs: unknown
}
