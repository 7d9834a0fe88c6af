import { createContext, useContext } from 'react'

export interface AdminSessionInfo {
  csrfToken: string
  isPasswordFromEnvironment: boolean
}

interface SessionValue {
  info: AdminSessionInfo
  onLoggedOut: () => void
}

export const SessionContext = createContext<SessionValue | null>(null)

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession needs the SessionContext of the admin app')
  return value
}
