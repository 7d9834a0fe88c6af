/**
 * Type tests, checked by `npm run typecheck`: each `@ts-expect-error` must meet an error, or tsc
 * reports the directive as unused and the check fails.
 */
import type { ComponentType } from 'react'
import type { AdminScreens } from './admin-screens.ts'

declare const Screen: ComponentType
declare const screens: AdminScreens

// @ts-expect-error every section needs its screen
export const missingScreen: AdminScreens = { inbox: { screen: Screen } }

export const misspeltSection: AdminScreens = {
  ...screens,
  // @ts-expect-error a screen belongs to a section of src/model/admin-sections.ts
  visitz: { screen: Screen },
}

export const notAScreen: AdminScreens = {
  ...screens,
  // @ts-expect-error a screen is a component, or a function that fetches one
  visits: { load: () => import('../visits/VisitsScreen.tsx') },
}
