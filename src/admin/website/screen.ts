import type { AdminScreen } from '../app/admin-screen.ts'
import { WebsiteScreen } from './WebsiteScreen.tsx'

export const adminScreen: AdminScreen = { screen: WebsiteScreen }
