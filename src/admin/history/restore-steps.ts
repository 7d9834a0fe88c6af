import type { PublishStep } from '../../model/admin-api.ts'

/** What the person restoring reads while each step of the restore runs; the outcome replaces 'done'. */
export const restoreStepLabels: Partial<Record<PublishStep, string>> = {
  checking: 'Checking…',
  building: 'Building the site…',
  switching: 'Switching…',
  recording: 'Recording…',
}
