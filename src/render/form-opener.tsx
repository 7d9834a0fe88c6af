import { createContext, useContext } from 'react'

/** Opens a form from site.yaml's `forms:` by id. The layout decides how a form is shown. */
export type OpenForm = (formId: string) => void

export const FormOpenerContext = createContext<OpenForm | undefined>(undefined)

export function useOpenForm(): OpenForm {
  const open = useContext(FormOpenerContext)
  if (!open) throw new Error('useOpenForm needs a FormOpenerContext provider (the site layout provides one).')
  return open
}
