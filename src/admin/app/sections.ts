import type { PersonRole } from '../../model/admin-api.ts'
import { adminSections, sectionNames, type AdminSection, type SectionName } from '../../model/admin-sections.ts'

export type { SectionName }

/** A section of the admin with its name, as the header lists it. */
export interface Section extends AdminSection {
  /** Its key in src/model/admin-sections.ts. */
  name: SectionName
}

/** Every section of the admin, in the order of the header. */
export const allSections: Section[] = sectionNames.map((name) => ({ name, ...adminSections[name] }))

/** The sections a role may use; a session without a person (a server without accounts) is the owner's. */
export function sectionsFor(role: PersonRole = 'owner'): Section[] {
  return allSections.filter((section) => section.roles.includes(role))
}

export function canUse(role: PersonRole | undefined, name: SectionName): boolean {
  return sectionsFor(role).some((section) => section.name === name)
}
