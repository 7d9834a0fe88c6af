import type { PublishStep } from '../../model/admin-api.ts'

/** What the person reads while each step of an undo or a bringing back runs; the outcome replaces 'done'. */
export const actionStepLabels: Partial<Record<PublishStep, string>> = {
  checking: 'Checking…',
  building: 'Building the site…',
  switching: 'Switching…',
  recording: 'Recording…',
}
