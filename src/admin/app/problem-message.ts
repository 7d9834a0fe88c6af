import { ApiError } from './api.ts'

/** What to tell the person when a call failed: the server's own words, or that it could not be reached. */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return 'The server could not be reached. Check the connection and try again.'
}
