import { useLayoutEffect, type RefObject } from 'react'
import type { FormDefinition } from './schema.ts'
import type { FormValues } from './validate.ts'

/**
 * A prerendered form can be typed into before its code arrives. Once it has hydrated, this takes
 * what the fields show into the form's values, so nothing typed is lost and the check sees it.
 */
export function useTypedBeforeStart(
  formElement: RefObject<HTMLFormElement | null>,
  form: FormDefinition,
  setValues: (update: (current: FormValues) => FormValues) => void,
) {
  useLayoutEffect(() => {
    const controls = formElement.current?.elements
    if (!controls) return
    const typed: FormValues = {}
    for (const { name } of form.fields) {
      const control = controls.namedItem(name)
      if (control && 'value' in control && control.value) typed[name] = control.value
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
    // oxlint-disable-next-line react/exhaustive-deps -- once, right after the form first appears
  }, [])
}
