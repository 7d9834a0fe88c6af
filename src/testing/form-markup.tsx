import { renderToString } from 'react-dom/server'
import { FormView } from '../forms/FormView.tsx'
import type { FormDefinition } from '../forms/schema.ts'
import type { ShellData } from '../model/site-data.ts'
import { ShellContext } from '../ui/shell-context.tsx'
import { testShell } from './test-shell.ts'

/** Writes FormView's markup of `form` at the end of the page, as the prerender does on a page of `shell`; not yet alive. */
export function prerenderForm(form: FormDefinition, shell: ShellData = testShell): HTMLFormElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    renderToString(
      <ShellContext.Provider value={shell}>
        <FormView form={form} />
      </ShellContext.Provider>,
    ),
  )
  return document.body.lastElementChild as HTMLFormElement
}
