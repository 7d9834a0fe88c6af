import type { FormDefinition } from '../schema.ts'
import type { SubmissionStatus } from './form-submission.ts'
import { formClass, statusClass } from '../form-classes.ts'
import { formMessages } from '../messages.ts'
import type { FormLanguage } from '../form-language.ts'

/** What the status region says for a status, and whether fields are marked wrong: one line each. */
export function statusLines(
  form: FormDefinition,
  status: SubmissionStatus,
  hasErrors: boolean,
  language: FormLanguage,
): string[] {
  const messages = formMessages(form, language)
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

/** The region under a form FormView.tsx drew that says what happened to it. */
export const statusRegionOf = (element: HTMLFormElement): HTMLElement | null =>
  element.querySelector<HTMLElement>(`.${formClass.status}`)

/**
 * Shows `status` in a form FormView.tsx drew: the send button (disabled, saying so, while sending) and the status
 * region, an alert when sending failed, its lines one under the other (form.css keeps the line breaks).
 */
export function showStatus(
  element: HTMLFormElement,
  form: FormDefinition,
  status: SubmissionStatus,
  hasErrors: boolean,
  language: FormLanguage,
): void {
  const button = element.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (button) {
    const { sending, submit } = formMessages(form, language)
    button.disabled = status === 'sending'
    button.textContent = status === 'sending' ? sending : submit
  }
  const region = statusRegionOf(element)
  if (!region) return
  region.className = `${formClass.status} ${statusClass(status)}`
  region.setAttribute('role', status === 'refused' || status === 'unreachable' ? 'alert' : 'status')
  const text = statusLines(form, status, hasErrors, language).join('\n')
  // The same words again are not written again, so a screen reader does not repeat them.
  if (region.textContent !== text) region.textContent = text
}
