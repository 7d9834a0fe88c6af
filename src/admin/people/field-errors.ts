import { ApiError } from '../app/api.ts'

/** The server's 422 answer, a sentence for each field it refused; undefined for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined
  const errors = error.body.errors
  if (typeof errors !== 'object' || errors === null) return undefined
  const found = Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  )
  return Object.keys(found).length > 0 ? found : undefined
}
