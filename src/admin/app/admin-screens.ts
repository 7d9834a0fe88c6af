import type { ComponentType } from 'react'
import { HistoryScreen } from '../history/HistoryScreen.tsx'
import { InboxScreen } from '../inbox/InboxScreen.tsx'
import { LookScreen } from '../look/LookScreen.tsx'
import { PasswordScreen } from '../password/PasswordScreen.tsx'
import { PeopleScreen } from '../people/PeopleScreen.tsx'
import { WebsiteScreen } from '../website/WebsiteScreen.tsx'
import type { SectionName } from './sections.ts'

/** How a section's screen comes: with the admin itself, or fetched when someone first opens it. */
export type AdminScreen =
  | {
      /** The screen, in the admin's own bundle. */
      screen: ComponentType
    }
  | {
      /** Fetches the screen when it is first opened: for a screen that brings a large library with it. */
      load: () => Promise<ComponentType>
    }

/** One screen for each section of src/model/admin-sections.ts. */
export type AdminScreens = Record<SectionName, AdminScreen>

/** The screen of each section; the router makes a gated route of each at the section's address. */
export const adminScreens: AdminScreens = {
  inbox: { screen: InboxScreen },
  // Its chart library comes with it.
  visits: { load: async () => (await import('../visits/VisitsScreen.tsx')).VisitsScreen },
  website: { screen: WebsiteScreen },
  look: { screen: LookScreen },
  history: { screen: HistoryScreen },
  people: { screen: PeopleScreen },
  password: { screen: PasswordScreen },
}
