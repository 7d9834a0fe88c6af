import type { AdminScreen } from '../app/admin-screen.ts'

// Its chart library comes with it, so it is fetched when first opened.
export const adminScreen: AdminScreen = { load: async () => (await import('./VisitsScreen.tsx')).VisitsScreen }
