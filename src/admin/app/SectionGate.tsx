import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { canUse, sectionsFor, type SectionName } from './sections.ts'
import { useSession } from './session.ts'

/** Shows a section to the people whose account may use it, and a plain sentence to everyone else. */
export function SectionGate({ name, children }: { name: SectionName; children: ReactNode }) {
  const { person } = useSession().info
  if (canUse(person?.role, name)) return children
  return (
    <div className="admin-not-allowed">
      <h1 tabIndex={-1}>Not open to your account</h1>
      <p>Your account cannot use this part of the admin. Ask the owner if you need it.</p>
    </div>
  )
}

/** The first screen: the inbox for those who may read it, otherwise the first section the account has. */
export function HomeScreen({ inbox }: { inbox: ReactNode }) {
  const { person } = useSession().info
  if (canUse(person?.role, 'inbox')) return inbox
  return <Navigate to={sectionsFor(person?.role)[0]?.to ?? '/password'} replace />
}
