import type { FormDefinition } from './schema.ts'
import type { SubmissionStatus } from './form-submission.ts'
import { drawElement } from './draw-element.ts'
import { formMessages } from './messages.ts'

/** The lines the status region shows: what FormView says for a status, and whether fields are marked wrong. */
export function statusLines(form: FormDefinition, status: SubmissionStatus, hasErrors: boolean): string[] {
  const messages = formMessages(form)
  switch (status) {
    case 'sending':
      return [messages.sending]
    case 'sent':
      return messages.successDetail ? [messages.success, messages.successDetail] : [messages.success]
    case 'refused':
      return [messages.failure]
    case 'unreachable':
      return [messages.networkFailure]
    default:
      return hasErrors ? [messages.invalid] : []
  }
}

/**
 * Shows `status` in a form drawn as FormView draws it: the send button (disabled, saying so, while sending) and
 * the status region, an alert when sending failed.
 */
export function showStatus(
  element: HTMLFormElement,
  form: FormDefinition,
  status: SubmissionStatus,
  hasErrors: boolean,
): void {
  const button = element.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (button) {
    button.disabled = status === 'sending'
    button.textContent = status === 'sending' ? formMessages(form).sending : (form.submitLabel ?? 'Send')
  }
  const region = element.querySelector<HTMLElement>('.site-form__status')
  if (!region) return
  region.className = `site-form__status site-form__status--${status}`
  region.setAttribute('role', status === 'refused' || status === 'unreachable' ? 'alert' : 'status')
  const lines = statusLines(form, status, hasErrors)
  const shown = [...region.children].map((line) => line.textContent)
  if (shown.join('\n') !== lines.join('\n') || shown.length !== lines.length)
    region.replaceChildren(...lines.map((line) => drawElement('p', {}, line)))
}
