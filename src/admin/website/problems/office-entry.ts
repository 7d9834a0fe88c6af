import type { ProblemCode, ProblemParams } from '../../../model/problem-code.ts'

/** How the form says one message of the checker, from the message's own arguments. */
export type Say<K extends ProblemCode> = (...params: ProblemParams<K>) => string

/**
 * The form's words for one message of the checker. An entry with `showsHint` shows the checker's hint
 * under them: its hint is about the website, not about how the text of site.yaml is written.
 */
export type OfficeEntry<K extends ProblemCode> = Say<K> | { words: Say<K>; showsHint: true }

/** The form's words, by the code of the checker's message; a renamed code or changed arguments fail to compile. */
export type OfficeWords = { [K in ProblemCode]?: OfficeEntry<K> }
