import type { PersonRole } from './admin-api.ts'

/**
 * A part of the /admin app: its link in the header, and who may open it. The server lets the same kinds of account
 * call the section's routes (`allow.<name>` in server/admin/roles.ts), so the two cannot disagree.
 */
export interface AdminSection {
  /** Where it opens, under /admin: `/` is the first screen. */
  address: string
  /** The link's words in the header, as the office manager would say them. */
  label: string
  /** The kinds of account that may open it and call its routes; anyone else is refused. */
  roles: readonly PersonRole[]
  /** Whether the link is current only at its own address, not below it. */
  end?: true
}

const sections = {
  inbox: { address: '/', label: 'Inbox', roles: ['owner', 'inbox'], end: true },
  visits: { address: '/visits', label: 'Visits', roles: ['owner', 'inbox'] },
  website: { address: '/website', label: 'Website', roles: ['owner', 'editor'] },
  look: { address: '/look', label: 'Look', roles: ['owner', 'editor'] },
  history: { address: '/history', label: 'History', roles: ['owner', 'editor'] },
  people: { address: '/people', label: 'People', roles: ['owner'] },
  password: { address: '/password', label: 'Password', roles: ['owner', 'editor', 'inbox'] },
} as const satisfies Record<string, AdminSection>

export type SectionName = keyof typeof sections

/** Every section of the admin, in the order of the header. */
export const adminSections: Readonly<Record<SectionName, AdminSection>> = sections

/** The sections' names in the order of the header. */
export const sectionNames = Object.keys(adminSections) as SectionName[]
