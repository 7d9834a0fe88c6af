import { checkSite, type CheckResult } from '../../../src/validation/check-site.ts'
import { rememberData } from './text-data.ts'

let last: { text: string; publicDir: string; result: CheckResult } | undefined

/**
 * Checks a site text against the pictures and files in `publicDir`. A check always reads the text
 * afresh (a picture uploaded since may now exist) and keeps its result in this thread, since the editor
 * checks a draft and then previews the very same text.
 */
export function freshCheck(text: string, publicDir: string): CheckResult {
  last = { text, publicDir, result: checkSite(text, { fileName: 'site.yaml', publicDir }) }
  rememberData(text, last.result.data)
  return last.result
}

/** The result of the last check in this thread when it was of this very text, else a fresh check. */
export function lastCheck(text: string, publicDir: string): CheckResult {
  return last?.text === text && last.publicDir === publicDir ? last.result : freshCheck(text, publicDir)
}

/** How the last check in this thread read `text`, when it was of this very text. */
export function lastCheckedSource(text: string): CheckResult['source'] | undefined {
  return last?.text === text ? last.result.source : undefined
}
