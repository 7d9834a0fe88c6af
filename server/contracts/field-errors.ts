import type { FastifySchemaValidationError } from 'fastify'
import { formatPath, type PathSegment } from '../../src/model/data-path.ts'

/** A JSON pointer's segments (`/edits/0/path`), list positions as numbers. */
const segmentsOf = (pointer: string): PathSegment[] =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))

/**
 * What a request's schema found wrong, by field, as the admin's other refusals say it:
 * `{ 'edits[0].path': 'must be array' }`, with '' for the request as a whole.
 */
export function fieldErrors(errors: readonly FastifySchemaValidationError[]): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const error of errors) {
    const missing = error.keyword === 'required' ? error.params.missingProperty : undefined
    // A branch chosen by a field that names no branch (`{ op: 'rewrite' }`) is that field's mistake.
    const tag = error.keyword === 'discriminator' ? error.params.tag : undefined
    const inner = typeof missing === 'string' ? missing : typeof tag === 'string' ? tag : undefined
    const path = segmentsOf(error.instancePath)
    const field = formatPath(inner === undefined ? path : [...path, inner])
    const message = typeof missing === 'string' ? 'is required' : (error.message ?? 'is not valid')
    byField[field] = byField[field] === undefined ? message : `${byField[field]}; ${message}`
  }
  return byField
}
