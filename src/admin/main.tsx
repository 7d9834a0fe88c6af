import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * One page for the whole /admin app: at /admin/preview it is the editor's preview frame, drawn with
 * the site's own stylesheets; everywhere else the admin screens. Each loads only its own part.
 */
async function start() {
  const container = document.getElementById('admin')
  if (!container) throw new Error('Failed to find the admin root element')
  const isPreview = window.location.pathname.replace(/\/+$/, '') === '/admin/preview'
  const app = isPreview
    ? (await import('./preview/preview-root.tsx')).previewRoot()
    : (await import('./app/admin-root.tsx')).adminRoot()
  createRoot(container).render(<StrictMode>{app}</StrictMode>)
}

void start()
