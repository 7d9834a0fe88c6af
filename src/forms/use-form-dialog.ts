import { useCallback, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { FormValues } from './validate.ts'

interface OpenForm {
  formId: string
  prefill?: FormValues
  opener: HTMLElement | null
  locationKey: string
}

/** Which form is open as a dialog; navigation closes it, and closing returns focus to its opener. */
export function useFormDialog() {
  const { key } = useLocation()
  const [open, setOpen] = useState<OpenForm | null>(null)
  const show = useCallback(
    (formId: string, opener?: HTMLElement | null, prefill?: FormValues) =>
      setOpen({ formId, prefill, opener: opener ?? null, locationKey: key }),
    [key],
  )
  const close = () => {
    open?.opener?.focus()
    setOpen(null)
  }
  if (open && open.locationKey !== key) setOpen(null)
  return { open: open && open.locationKey === key ? open : null, show, close }
}
