import './admin.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './AdminApp.tsx'

const container = document.getElementById('admin')
if (!container) throw new Error('Failed to find the admin root element')
createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
)
