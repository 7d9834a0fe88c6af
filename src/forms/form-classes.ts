import type { SubmissionStatus } from './submit/form-submission.ts'

/** The class names FormView.tsx writes, the form's behaviour looks for and form.css styles. */
export const formClass = {
  form: 'site-form',
  field: 'site-form__field',
  hint: 'site-form__hint',
  error: 'site-form__error',
  trap: 'site-form__trap',
  status: 'site-form__status',
} as const

/** The status region's class for `status`: form.css marks a sent form and a failed one. */
export const statusClass = (status: SubmissionStatus): string => `${formClass.status}--${status}`
