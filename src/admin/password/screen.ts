import type { AdminScreen } from '../app/admin-screen.ts'
import { PasswordScreen } from './PasswordScreen.tsx'

export const adminScreen: AdminScreen = { screen: PasswordScreen }
