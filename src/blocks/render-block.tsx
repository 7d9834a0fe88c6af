import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { FormOpenerContext, type OpenForm } from '../render/form-opener.tsx'

/** Renders a block as the site would, inside a router and a form opener the test can watch. */
export function renderBlock(element: ReactElement, openForm: OpenForm = () => undefined) {
  return render(
    <MemoryRouter>
      <FormOpenerContext.Provider value={openForm}>{element}</FormOpenerContext.Provider>
    </MemoryRouter>,
  )
}
