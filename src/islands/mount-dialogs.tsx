import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PageProviders } from '../render/PageProviders.tsx'
import type { SiteActions } from '../ui/site-actions.ts'
import { loadShell, pagePath } from './page-context.ts'
import { SiteDialogs } from './SiteDialogs.tsx'

/** Draws the dialog layer at the end of the page; resolves with the functions that open its dialogs. */
export async function mountDialogs(): Promise<SiteActions> {
  const shell = await loadShell()
  const container = document.createElement('div')
  container.className = 'site-dialogs'
  document.body.append(container)
  return new Promise((resolve) => {
    createRoot(container).render(
      <StrictMode>
        <PageProviders shell={shell} path={pagePath()}>
          <SiteDialogs onReady={resolve} />
        </PageProviders>
      </StrictMode>,
    )
  })
}
