import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { ShellContext } from '../ui/shell-context.tsx'
import { SiteActionsContext, type SiteActions } from '../ui/site-actions.tsx'
import type { ShellData } from '../model/site-data.ts'
import { testShell } from './test-shell.ts'

interface Options {
  /** What the buttons of the block open; the test can watch these. */
  actions?: Partial<SiteActions>
  shell?: ShellData
}

/** Renders a block as the site would: inside a router, the site's shell and its actions. */
export function renderBlock(element: ReactElement, { actions = {}, shell = testShell }: Options = {}) {
  const siteActions: SiteActions = { openForm: () => undefined, openMenu: () => undefined, ...actions }
  return render(
    <MemoryRouter>
      <ShellContext.Provider value={shell}>
        <SiteActionsContext.Provider value={siteActions}>{element}</SiteActionsContext.Provider>
      </ShellContext.Provider>
    </MemoryRouter>,
  )
}

/** The block's heading at `level` and the paragraph right under it, as a visitor reads them. */
export function headingAndIntro(level: 1 | 2) {
  const heading = screen.getByRole('heading', { level })
  return [heading.textContent, heading.nextElementSibling?.textContent]
}
