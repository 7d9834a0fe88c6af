import { useId } from 'react'
import type { DraftProblem } from '../../model/admin-api.ts'

interface YamlViewProps {
  text: string
  onChange(text: string): void
  errors: readonly DraftProblem[]
}

/** site.yaml as text, for people who prefer it; the form view reads the same draft. */
export function YamlView({ text, onChange, errors }: YamlViewProps) {
  const id = useId()
  return (
    <div className="yaml-view">
      <label htmlFor={id}>site.yaml</label>
      <p id={`${id}-help`} className="admin-help">
        Edits here and in the form are the same draft. Problems are listed under the text with their line numbers.
      </p>
      <textarea
        id={id}
        className="yaml-view__text"
        spellCheck={false}
        value={text}
        rows={30}
        aria-describedby={`${id}-help${errors.length > 0 ? ` ${id}-errors` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="yaml-view__errors">
          {errors.map((problem) => (
            <li key={`${problem.line}:${problem.col}:${problem.message}`} className="admin-error">
              Line {problem.line}, column {problem.col}: {problem.message}
              {problem.hint && <span className="field__hint"> {problem.hint}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
