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

/** The first screen, for the people whose account may use it; everyone else goes to the first section they have. */
export function HomeScreen({ name, children }: { name: SectionName; children: ReactNode }) {
  const { person } = useSession().info
  if (canUse(person?.role, name)) return children
  return <Navigate to={sectionsFor(person?.role)[0]?.address ?? '/password'} replace />
}
