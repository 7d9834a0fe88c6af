import { createContext, useContext } from 'react'
import type { AdminSession, Person } from '../../model/admin-api.ts'

/** The answer of POST /admin/api/session; `person` is absent only from a server without accounts. */
export type AdminSessionInfo = Omit<AdminSession, 'person'> & { person?: Person }

interface SessionValue {
  info: AdminSessionInfo
  onLoggedOut: () => void
  /** After the signed-in person's own details changed, so the header shows them. */
  onYouChanged?: (person: Person) => void
}

export const SessionContext = createContext<SessionValue | null>(null)

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession needs the SessionContext of the admin app')
  return value
}
