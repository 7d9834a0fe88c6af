import type { SectionName } from '../../model/admin-sections.ts'
import type { AdminScreen } from './admin-screen.ts'

/** The screen of each section, by the name of the folder its `screen.ts` stands in. */
export type AdminScreens = Partial<Record<SectionName, AdminScreen>>

/** `../inbox/screen.ts` → `inbox` */
const folderOf = (path: string) => path.split('/')[1] ?? path

/** The screens found, by the folder of each; a section's folder is named as the section. */
export function screensByFolder(modules: Record<string, AdminScreen>): Record<string, AdminScreen> {
  return Object.fromEntries(Object.entries(modules).map(([path, screen]) => [folderOf(path), screen]))
}

/**
 * The screen of each section: the `adminScreen` that `src/admin/<section>/screen.ts` exports, so that a new
 * section brings its screen in its own folder. The router makes a gated route of each at the section's address.
 */
export const adminScreens: AdminScreens = screensByFolder(
  import.meta.glob<AdminScreen>('../*/screen.ts', { eager: true, import: 'adminScreen' }),
)
