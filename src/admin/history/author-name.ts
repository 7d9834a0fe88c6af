import { useContext } from 'react'
import { SessionContext } from '../app/session.ts'

const key = 'admin-author'

// Storage can be switched off or full; the name is then simply asked for each time.

/** The name this browser last restored or published under, or ''. */
export function rememberedAuthor(): string {
  try {
    return localStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

export function rememberAuthor(name: string): void {
  try {
    localStorage.setItem(key, name)
  } catch {
    // Nothing to do: see above.
  }
}

/**
 * The name of the person signed in, which the server records as who did it; '' when the session has
 * no person with a name (then the name is asked for, as it was before there were people).
 */
export function useSignedInName(): string {
  return useContext(SessionContext)?.info.person?.name.trim() ?? ''
}
