import { checkReading, type CheckResult } from '../../../src/validation/check-site.ts'
import { readChange, readText, type Reading } from '../../../src/validation/incremental/reading.ts'
import { rememberData } from './text-data.ts'

let last: { text: string; publicDir: string; result: CheckResult } | undefined

/**
 * The latest text read in this thread. A draft changes a little at a time, and its tasks (an edit, its
 * check, a preview) most often run in the same thread one after the other: the next text is read from
 * this one, reading again only the part that changed.
 */
let latest: Reading | undefined

/** This thread's reading of `text`: the latest one when it is of this very text, else one made from it. */
export function readingOf(text: string): Reading {
  if (latest?.source.text !== text) latest = latest ? readChange(latest, text) : readText('site.yaml', text)
  return latest
}

/**
 * Checks a site text against the pictures and files in `publicDir`. A check always looks at the files
 * afresh (a picture uploaded since may now exist) and keeps its result in this thread, since the editor
 * checks a draft and then previews the very same text.
 */
export function freshCheck(text: string, publicDir: string): CheckResult {
  last = { text, publicDir, result: checkReading(readingOf(text), { fileName: 'site.yaml', publicDir }) }
  rememberData(text, last.result.data)
  return last.result
}

/** The result of the last check in this thread when it was of this very text, else a fresh check. */
export function lastCheck(text: string, publicDir: string): CheckResult {
  return last?.text === text && last.publicDir === publicDir ? last.result : freshCheck(text, publicDir)
}
