import { forwardRef } from 'react'
import type { DraftProblem } from '../../../model/admin-api.ts'
import { pathId, type Path } from '../form/json-schema.ts'
import { problemWords } from './problem-words.ts'

interface ErrorSummaryProps {
  byPath: Map<string, DraftProblem[]>
  onGoTo(path: Path): void
  /** Where the value at `path` is, in the form's words. */
  describe(path: Path): string
}

/** "There is a problem": every error of the draft, each a link that opens its field and moves focus there. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { byPath, onGoTo, describe },
  ref,
) {
  const entries = [...byPath.values()].flat().map((problem) => ({ path: problem.path, problem }))
  if (entries.length === 0) return null
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">
        {entries.length === 1 ? 'There is a problem' : `There are ${entries.length} problems`} to fix before publishing
      </h2>
      <ul>
        {entries.map(({ path, problem }) => (
          <li key={`${problem.line}:${problem.col}:${problem.message}`}>
            <a
              href={`#${pathId(path)}`}
              onClick={(event) => {
                event.preventDefault()
                onGoTo(path)
              }}
            >
              {path.length > 0 ? `${describe(path)}: ` : 'In the text of the website: '}
              {path.length > 0 ? problemWords(problem) : problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
})
