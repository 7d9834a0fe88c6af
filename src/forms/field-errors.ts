import type { FormDefinition, FormField } from './schema.ts'
import { formClass } from './form-classes.ts'
import type { FormErrors } from './validate.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLFieldSetElement

/** The control of `field` in a form FormView.tsx drew: its input, list or text box, or the group of its radio buttons. */
export function controlOf(element: HTMLFormElement, field: FormField): Control | undefined {
  const control = element.elements.namedItem(field.name)
  if (control instanceof RadioNodeList) {
    const first = control[0]
    return first instanceof HTMLInputElement ? (first.closest('fieldset') ?? undefined) : undefined
  }
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : undefined
}

/** What the visitor gave in `field`: what was typed or chosen, or '' for none. */
export function valueOf(element: HTMLFormElement, field: FormField): string {
  const control = element.elements.namedItem(field.name)
  if (control instanceof RadioNodeList) return control.value
  const found = controlOf(element, field)
  return found && !(found instanceof HTMLFieldSetElement) ? found.value : ''
}

/** Puts `value` in `field`: '' empties it; a radio group chooses the button of that value. */
export function setValue(element: HTMLFormElement, field: FormField, value: string): void {
  const control = element.elements.namedItem(field.name)
  if (control instanceof RadioNodeList) {
    for (const radio of control) if (radio instanceof HTMLInputElement) radio.checked = radio.value === value
    return
  }
  const found = controlOf(element, field)
  if (found && !(found instanceof HTMLFieldSetElement)) found.value = value
}

/** The field around a control, where FormView prerendered its hidden message and any hint. */
const fieldAround = (control: Element) => control.closest(`.${formClass.field}`)

const messageUnder = (control: Element): HTMLElement | null | undefined =>
  fieldAround(control)?.querySelector<HTMLElement>(`.${formClass.error}`)

/** The hint under a control's field, which describes it whether or not it is wrong. */
const hintIdUnder = (control: Element): string | undefined =>
  fieldAround(control)?.querySelector<HTMLElement>(`.${formClass.hint}`)?.id || undefined

/** Takes a field's error away: its message and the control's marks; the hint describes it again. */
export function clearFieldError(control: Element): void {
  if (!control.hasAttribute('aria-invalid')) return
  control.removeAttribute('aria-invalid')
  const hintId = hintIdUnder(control)
  if (hintId) control.setAttribute('aria-describedby', hintId)
  else control.removeAttribute('aria-describedby')
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
 * the message (after its hint, when it has one); fields without an error lose any earlier one.
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
    control.setAttribute('aria-describedby', [hintIdUnder(control), message.id].filter(Boolean).join(' '))
  }
}
