import type { AdminScreen } from '../app/admin-screen.ts'
import { LookScreen } from './LookScreen.tsx'

export const adminScreen: AdminScreen = { screen: LookScreen }
