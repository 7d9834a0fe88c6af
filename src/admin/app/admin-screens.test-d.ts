/**
 * Type tests, checked by `npm run typecheck`: each `@ts-expect-error` must meet an error, or tsc
 * reports the directive as unused and the check fails.
 */
import type { AdminScreen } from './admin-screen.ts'
import type { AdminScreens } from './admin-screens.ts'

declare const screen: AdminScreen

export const misspeltSection: AdminScreens = {
  // @ts-expect-error a screen belongs to a section of src/model/admin-sections.ts
  visitz: screen,
}

// @ts-expect-error a screen is a component, or a function that fetches one
export const notAScreen: AdminScreen = { load: () => import('../visits/VisitsScreen.tsx') }
