import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { PageProviders } from '../render/PageProviders.tsx'
import { listenForSiteActions, type SiteActions } from '../ui/site-actions.ts'
import type { ShellData } from '../model/site-data.ts'
import { testShell } from './test-shell.ts'

interface Options {
  /** What the buttons of the block open; the test can watch these. */
  actions?: Partial<SiteActions>
  shell?: ShellData
  /** The address of the page the block is on. */
  path?: string
}

/** Renders a block as the site would: inside the site's shell, with its buttons answered by `actions`. */
export function renderBlock(element: ReactElement, { actions = {}, shell = testShell, path = '/' }: Options = {}) {
  const siteActions: SiteActions = { openForm: () => undefined, openMenu: () => undefined, ...actions }
  const result = render(
    <PageProviders shell={shell} path={path}>
      {element}
    </PageProviders>,
  )
  listenForSiteActions(result.container, siteActions)
  return result
}

/** The block's heading at `level` and the paragraph right under it, as a visitor reads them. */
export function headingAndIntro(level: 1 | 2) {
  const heading = screen.getByRole('heading', { level })
  return [heading.textContent, heading.nextElementSibling?.textContent]
}
