import type { PersonRole } from '../../model/admin-api.ts'

export type SectionName = 'inbox' | 'visits' | 'website' | 'look' | 'history' | 'people' | 'password'

export interface Section {
  name: SectionName
  to: string
  label: string
  /** Whether the link is current only at its own address, not below it. */
  end: boolean
}

/** Every section of the admin, in the order of the header. */
export const allSections: Section[] = [
  { name: 'inbox', to: '/', label: 'Inbox', end: true },
  { name: 'visits', to: '/visits', label: 'Visits', end: false },
  { name: 'website', to: '/website', label: 'Website', end: false },
  { name: 'look', to: '/look', label: 'Look', end: false },
  { name: 'history', to: '/history', label: 'History', end: false },
  { name: 'people', to: '/people', label: 'People', end: false },
  { name: 'password', to: '/password', label: 'Password', end: false },
]

const sectionsOfRole: Record<PersonRole, SectionName[]> = {
  owner: ['inbox', 'visits', 'website', 'look', 'history', 'people', 'password'],
  editor: ['website', 'look', 'history', 'password'],
  inbox: ['inbox', 'visits', 'password'],
}

/** The sections a role may use; a session without a person (a server without accounts) is the owner's. */
export function sectionsFor(role: PersonRole = 'owner'): Section[] {
  return allSections.filter((section) => sectionsOfRole[role].includes(section.name))
}

export function canUse(role: PersonRole | undefined, name: SectionName): boolean {
  return sectionsFor(role).some((section) => section.name === name)
}
