/**
 * The sentence that says why the last try failed, read out as it appears; nothing when there is none.
 * `id` lets the field it is about name it (`aria-describedby`).
 */
export function ProblemAlert({ problem, id }: { problem: string | undefined; id?: string }) {
  if (!problem) return null
  return (
    <p id={id} role="alert" className="admin-error">
      {problem}
    </p>
  )
}
