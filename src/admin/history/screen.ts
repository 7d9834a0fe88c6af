import type { AdminScreen } from '../app/admin-screen.ts'
import { HistoryScreen } from './HistoryScreen.tsx'

export const adminScreen: AdminScreen = { screen: HistoryScreen }
