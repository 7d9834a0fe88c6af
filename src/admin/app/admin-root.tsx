import './admin.css'
import { AdminApp } from './AdminApp.tsx'

export const adminRoot = () => <AdminApp />
