import { isRecord } from '../../model/is-record.ts'
import { messages } from '../messages.ts'
import { asArray } from './routes.ts'
import type { Context } from './semantic-context.ts'

const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/u
const controlCharacter = /\p{Cc}/u

/** What, of the characters no web address may hold, `address` holds first in this order of concern. */
function invisibleIn(address: string): 'a line break' | 'a tab' | 'an invisible control character' | undefined {
  if (lineBreak.test(address)) return 'a line break'
  if (address.includes('\t')) return 'a tab'
  return controlCharacter.test(address) ? 'an invisible control character' : undefined
}

/**
 * A redirect's `to:` becomes the Location header of the answer, which can hold no line break, tab or other
 * control character. Letters beyond ASCII pass: the server percent-encodes them when it sends visitors on.
 */
export function checkRedirectTargets({ data, report, where }: Context): void {
  asArray(data.redirects).forEach((redirect, index) => {
    if (!isRecord(redirect) || typeof redirect.to !== 'string') return
    const what = invisibleIn(redirect.to)
    const path = ['redirects', index, 'to']
    if (what) report(messages.invisibleInAddress(where(path), redirect.to, what), path)
  })
}
