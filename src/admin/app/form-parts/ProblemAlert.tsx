interface ProblemAlertProps {
  problem: string | undefined
  /** Says what failed before the reason, such as "The pictures could not be loaded:". */
  lead?: string
  /** Lets the field it is about name it (`aria-describedby`). */
  id?: string
  /** Added to `admin-error`, for where it sits, such as the bar at the bottom. */
  className?: string
}

/**
 * The one way the admin says a problem: the sentence that says why the last try failed, read out as it
 * appears; nothing when there is none.
 */
export function ProblemAlert({ problem, lead, id, className }: ProblemAlertProps) {
  if (!problem) return null
  return (
    <p id={id} role="alert" className={className ? `admin-error ${className}` : 'admin-error'}>
      {lead ? `${lead} ${problem}` : problem}
    </p>
  )
}
