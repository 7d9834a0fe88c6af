import type { FormDefinition, FormField } from './schema.ts'
import { formClass } from './form-classes.ts'
import type { FormErrors } from './validate.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The control of `field` in a form FormView.tsx drew. */
export function controlOf(element: HTMLFormElement, field: FormField): Control | undefined {
  const control = element.elements.namedItem(field.name)
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : undefined
}

/** The message FormView prerendered, hidden, under a control. */
const messageUnder = (control: Element): HTMLElement | null | undefined =>
  control.closest(`.${formClass.field}`)?.querySelector<HTMLElement>(`.${formClass.error}`)

/** Takes a field's error away: its message and the control's marks. */
export function clearFieldError(control: Element): void {
  if (!control.hasAttribute('aria-invalid')) return
  control.removeAttribute('aria-invalid')
  control.removeAttribute('aria-describedby')
  const message = messageUnder(control)
  if (!message) return
  message.hidden = true
  message.textContent = ''
}

/** Whether any field of the form is marked wrong. */
export const hasFieldErrors = (element: HTMLFormElement): boolean =>
  element.querySelector('[aria-invalid="true"]') !== null

/**
 * Shows `errors`, each in the message under its field: the control says aria-invalid="true" and is described by
 * the message; fields without an error lose any earlier one.
 */
export function showFieldErrors(element: HTMLFormElement, form: FormDefinition, errors: FormErrors): void {
  for (const field of form.fields) {
    const control = controlOf(element, field)
    if (!control) continue
    clearFieldError(control)
    const error = errors[field.name]
    const message = messageUnder(control)
    if (!error || !message) continue
    message.textContent = error
    message.hidden = false
    control.setAttribute('aria-invalid', 'true')
    control.setAttribute('aria-describedby', message.id)
  }
}
