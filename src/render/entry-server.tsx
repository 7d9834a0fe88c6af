import { StrictMode, type ComponentType, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { FormDialogTemplates } from '../forms/dialog/FormDialog.tsx'
import { ServicesMenuTemplate } from '../layout/services-menu/ServicesMenu.tsx'
import { DialogOpenersContext, type DialogOpener } from '../ui/dialog-openers.ts'
import { IslandCollectorContext, type IslandCollector } from '../ui/Island.tsx'
import { TemplateMarkupContext } from '../ui/Template.tsx'
import type { RouteData, ShellData } from '../model/site-data.ts'
import { PageProviders } from './PageProviders.tsx'
import { SitePage } from './SitePage.tsx'
import { templateMarkup } from './template-markup.ts'

interface CollectedIsland {
  id: string
  marker: string
  component: ComponentType<object>
  props: object
}

// No part of a page waits for data, so the synchronous renderer gives the same HTML as the streaming
// one, in about two thirds of the time (a publish draws every page of the site when the shell changes).
const html = (element: ReactElement, identifierPrefix?: string): string =>
  renderToString(
    <StrictMode>
      <TemplateMarkupContext.Provider value={templateMarkup}>{element}</TemplateMarkupContext.Provider>
    </StrictMode>,
    identifierPrefix ? { identifierPrefix } : {},
  )

/**
 * Renders one address of the site to HTML, for the prerender step; `data` is null for the not-found
 * page, `shell` the layout every page shares. Each island is drawn as a root of its own, with its own
 * id prefix, exactly as the browser hydrates it, so the two trees match. The dialogs the page's buttons open
 * (forms, the services menu) follow, inert until a button asks for one.
 */
export async function renderRoute(path: string, data: RouteData | null, shell: ShellData): Promise<string> {
  const islands: CollectedIsland[] = []
  const collect: IslandCollector = ({ component, props }) => {
    const id = `i${islands.length}-`
    const island = { id, marker: `<!--island:${id}-->`, component, props }
    islands.push(island)
    return island
  }
  const openedForms = new Set<string>()
  let opensServicesMenu = false
  const noteOpener = ({ form, menu }: DialogOpener) => {
    if (form) openedForms.add(form)
    else if (menu === 'services') opensServicesMenu = true
  }
  let page = html(
    <DialogOpenersContext.Provider value={noteOpener}>
      <IslandCollectorContext.Provider value={collect}>
        <SitePage shell={shell} path={path} data={data} />
      </IslandCollectorContext.Provider>
    </DialogOpenersContext.Provider>,
  )
  for (const { id, marker, component: Component, props } of islands) {
    const island = html(
      <DialogOpenersContext.Provider value={noteOpener}>
        <PageProviders shell={shell} path={path}>
          <Component {...props} />
        </PageProviders>
      </DialogOpenersContext.Provider>,
      id,
    )
    page = page.replace(marker, () => island)
  }
  return (
    page +
    html(
      <>
        <FormDialogTemplates forms={shell.forms} formIds={[...openedForms]} />
        {opensServicesMenu && <ServicesMenuTemplate services={shell.services} path={path} />}
      </>,
    )
  )
}
