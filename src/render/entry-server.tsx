import { StrictMode, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { FormDialogTemplates } from '../forms/dialog/FormDialog.tsx'
import { ServicesMenuTemplate } from '../layout/services-menu/ServicesMenu.tsx'
import { DialogOpenersContext, type DialogOpener } from '../ui/dialog-openers.ts'
import { TemplateMarkupContext } from '../ui/Template.tsx'
import { ShellContext } from '../ui/shell-context.tsx'
import type { RouteData, ShellData } from '../model/site-data.ts'
import { SitePage } from './SitePage.tsx'
import { templateMarkup } from './template-markup.ts'
import { servicesHeading } from '../model/services-heading.ts'

// No part of a page waits for data, so the synchronous renderer gives the same HTML as the streaming
// one, in about two thirds of the time (a publish draws every page of the site when the shell changes).
const html = (element: ReactElement): string =>
  renderToString(
    <StrictMode>
      <TemplateMarkupContext.Provider value={templateMarkup}>{element}</TemplateMarkupContext.Provider>
    </StrictMode>,
  )

/**
 * Renders one address of the site to HTML, for the prerender step; `data` is null for the not-found
 * page, `shell` the layout every page shares. The dialogs the page's buttons open
 * (forms, the services menu) follow, inert until a button asks for one.
 */
export async function renderRoute(path: string, data: RouteData | null, shell: ShellData): Promise<string> {
  const openedForms = new Set<string>()
  let opensServicesMenu = false
  const noteOpener = ({ form, menu }: DialogOpener) => {
    if (form) openedForms.add(form)
    else if (menu === 'services') opensServicesMenu = true
  }
  const page = html(
    <DialogOpenersContext.Provider value={noteOpener}>
      <SitePage shell={shell} path={path} data={data} />
    </DialogOpenersContext.Provider>,
  )
  return (
    page +
    html(
      // The dialogs are written after the page, and read the same shell: its words, its forms.
      <ShellContext.Provider value={shell}>
        <FormDialogTemplates forms={shell.forms} formIds={[...openedForms]} />
        {opensServicesMenu && (
          <ServicesMenuTemplate
            services={shell.services}
            heading={servicesHeading(shell)}
            closeLabel={shell.words.close}
            path={path}
          />
        )}
      </ShellContext.Provider>,
    )
  )
}
