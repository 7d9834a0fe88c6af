import type { AdminScreen } from '../app/admin-screen.ts'
import { PeopleScreen } from './PeopleScreen.tsx'

export const adminScreen: AdminScreen = { screen: PeopleScreen }
