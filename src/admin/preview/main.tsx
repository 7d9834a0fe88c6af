// The site's stylesheet first, as on the public pages, so the components' own styles win ties.
import '../../styles/site.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PreviewApp } from './PreviewApp.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('Failed to find the preview root element')
createRoot(container).render(
  <StrictMode>
    <PreviewApp />
  </StrictMode>,
)
