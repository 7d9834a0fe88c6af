import { useCallback } from 'react'
import { useOpenedFrom } from '../ui/use-opened-from.ts'
import type { FormValues } from './validate.ts'

interface FormRequest {
  formId: string
  prefill?: FormValues
}

/** Which form is open as a dialog (`current`), `open` and `close`; see useOpenedFrom. */
export function useFormDialog() {
  const { current, open, close } = useOpenedFrom<FormRequest>()
  const openForm = useCallback(
    (formId: string, opener?: HTMLElement | null, prefill?: FormValues) => open({ formId, prefill }, opener),
    [open],
  )
  return { current, open: openForm, close }
}
