import type { FormDefinition, FormField } from './schema.ts'
import { drawElement } from './draw-element.ts'
import type { FormErrors } from './validate.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The control of `field` in a form drawn as FormView draws it. */
export function controlOf(element: HTMLFormElement, field: FormField): Control | undefined {
  const control = element.elements.namedItem(field.name)
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : undefined
}

/** Takes a field's error away: its message and the control's marks. */
export function clearFieldError(control: Element): void {
  if (!control.hasAttribute('aria-invalid')) return
  control.removeAttribute('aria-invalid')
  control.removeAttribute('aria-describedby')
  control.parentElement?.querySelector('.site-form__error')?.remove()
}

/** Whether any field of the form is marked wrong. */
export const hasFieldErrors = (element: HTMLFormElement): boolean =>
  element.querySelector('[aria-invalid="true"]') !== null

/**
 * Shows `errors` as FormView does, each under its field: the control says aria-invalid="true" and is described
 * by the message; fields without an error lose any earlier one.
 */
export function showFieldErrors(element: HTMLFormElement, form: FormDefinition, errors: FormErrors): void {
  for (const field of form.fields) {
    const control = controlOf(element, field)
    if (!control) continue
    clearFieldError(control)
    const error = errors[field.name]
    if (!error) continue
    const errorId = `${control.id}-error`
    control.setAttribute('aria-invalid', 'true')
    control.setAttribute('aria-describedby', errorId)
    control.after(drawElement('p', { id: errorId, class: 'site-form__error' }, error))
  }
}
