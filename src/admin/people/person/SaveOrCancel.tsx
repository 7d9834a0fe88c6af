import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'
/** The end of a small form in a person's row: save, cancel, and the problem that stopped the save. */
export function SaveOrCancel({
  label,
  isSending,
  onCancel,
  problem,
}: {
  label: string
  isSending: boolean
  onCancel: () => void
  problem: string
}) {
  return (
    <>
      <div className="people-inline">
        <button type="submit" aria-disabled={isSending || undefined}>
          {isSending ? 'Saving…' : label}
        </button>
        <button type="button" className="admin-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <ProblemAlert problem={problem} />
    </>
  )
}
