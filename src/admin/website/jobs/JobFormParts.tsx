import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'

/** Said when a photo is chosen but not yet uploaded or described. */
export const pictureWaitingWords =
  'Finish with the picture first: describe it, then press “Upload and use” or “Use this picture”.'

/** What stops the job, if anything, and the buttons that do it or leave it. */
export function JobFormEnd({
  problem,
  submitLabel,
  onCancel,
}: {
  problem: string
  submitLabel: string
  onCancel: () => void
}) {
  return (
    <>
      <ProblemAlert problem={problem} />
      <div className="job-form__actions">
        <button type="submit">{submitLabel}</button>
        <button type="button" className="admin-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  )
}
