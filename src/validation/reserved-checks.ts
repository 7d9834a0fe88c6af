import { isRecord } from '../model/is-record.ts'
import { reservedAddressOf } from '../model/reserved-addresses.ts'
import { cleanPathPattern } from '../schema/fields.ts'
import { messages } from './messages.ts'
import { asArray } from './checks/routes.ts'
import type { PathSegment } from './source.ts'
import type { Context } from './checks/semantic-context.ts'

const cleanPath = new RegExp(cleanPathPattern)

/**
 * No page and no redirect may take an address the site's own workings need, such as /admin. An
 * address that is not clean (/_site) is left to the schema's message, which already refuses it.
 */
export function checkReservedAddresses({ data, report, where }: Context): void {
  const check = (address: string, path: PathSegment[], onKey: boolean) => {
    const reserved = cleanPath.test(address) ? reservedAddressOf(address) : undefined
    if (reserved) report(messages.reservedAddress(where(path), address, reserved.use), path, { onKey })
  }
  for (const address of Object.keys(isRecord(data.pages) ? data.pages : {})) check(address, ['pages', address], true)
  asArray(data.redirects).forEach((redirect, index) => {
    if (isRecord(redirect) && typeof redirect.from === 'string')
      check(redirect.from, ['redirects', index, 'from'], false)
  })
}
