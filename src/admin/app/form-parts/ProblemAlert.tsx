/** The sentence that says why the last try failed, read out as it appears; nothing when there is none. */
export function ProblemAlert({ problem }: { problem: string | undefined }) {
  if (!problem) return null
  return (
    <p role="alert" className="admin-error">
      {problem}
    </p>
  )
}
