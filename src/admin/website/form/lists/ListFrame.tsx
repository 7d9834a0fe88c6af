import type { ReactNode } from 'react'
import { helpWords } from '../../help-words.ts'
import { useEditor } from '../editor-context.ts'
import { ProblemList } from '../FieldFrame.tsx'
import { fieldName, pathId, type JsonSchema, type Path } from '../json-schema.ts'

interface ListFrameProps {
  schema: JsonSchema
  path: Path
  onRemove?: () => void
  children: ReactNode
}

/** The frame of any list: its name, its help, a "Remove" button when it is optional, and the checker's words about it. */
export function ListFrame({ schema, path, onRemove, children }: ListFrameProps) {
  const { problemsAt } = useEditor()
  const label = fieldName(schema, path.at(-1) ?? '')
  const { errors, warnings } = problemsAt(path)
  return (
    <fieldset className="list-field" id={pathId(path)}>
      <legend>{label}</legend>
      {helpWords(schema.description) && <p className="admin-help">{helpWords(schema.description)}</p>}
      {onRemove && (
        <button type="button" className="admin-secondary admin-small" onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      )}
      <ProblemList errors={errors} warnings={warnings} />
      {children}
    </fieldset>
  )
}
