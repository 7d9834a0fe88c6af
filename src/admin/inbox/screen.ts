import type { AdminScreen } from '../app/admin-screen.ts'
import { InboxScreen } from './InboxScreen.tsx'

export const adminScreen: AdminScreen = { screen: InboxScreen }
