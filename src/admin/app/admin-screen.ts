import type { ComponentType } from 'react'

/**
 * How a section's screen comes: with the admin itself, or fetched when someone first opens it. Each section
 * of src/model/admin-sections.ts exports one as `adminScreen` from `src/admin/<section>/screen.ts`.
 */
export type AdminScreen =
  | {
      /** The screen, in the admin's own bundle. */
      screen: ComponentType
    }
  | {
      /** Fetches the screen when it is first opened: for a screen that brings a large library with it. */
      load: () => Promise<ComponentType>
    }
