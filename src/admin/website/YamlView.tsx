import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import type { DraftProblem } from '../../model/admin-api.ts'
import type { JsonSchema } from './form/json-schema.ts'
import type { YamlEditor } from './yaml/create-editor.ts'
import './yaml/yaml-view.css'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useLoaded } from '../app/form-parts/use-loaded.ts'

const loadEditorCode = () => import('./yaml/create-editor.ts')

interface YamlViewProps {
  text: string
  onChange(text: string): void
  errors: readonly DraftProblem[]
  /** schema/site.schema.json: what the editor completes keys and values from. */
  schema: JsonSchema
}

/**
 * site.yaml as text, for people who prefer it; the form view reads the same draft. The editor
 * (CodeMirror) is loaded only when this view is opened.
 */
export function YamlView({ text, onChange, errors, schema }: YamlViewProps) {
  const id = useId()
  const host = useRef<HTMLDivElement>(null)
  const editor = useRef<YamlEditor>(undefined)
  const { value: editorCode, problem: loadProblem } = useLoaded(loadEditorCode)
  const describedBy = `${id}-help${errors.length > 0 ? ` ${id}-errors` : ''}`
  // The editor arrives after a dynamic import: it starts from the props as they are by then.
  const latest = useRef({ text, onChange, errors, describedBy })

  useLayoutEffect(() => {
    latest.current = { text, onChange, errors, describedBy }
  })

  useEffect(() => {
    if (!editorCode || !host.current) return
    const created = editorCode.createYamlEditor({
      parent: host.current,
      text: latest.current.text,
      schema,
      labelledBy: `${id}-label`,
      describedBy: latest.current.describedBy,
      onChange: (next) => latest.current.onChange(next),
    })
    created.showProblems(latest.current.errors)
    editor.current = created
    return () => {
      created.destroy()
      editor.current = undefined
    }
  }, [editorCode, schema, id])

  useLayoutEffect(() => editor.current?.setText(text), [text])
  useEffect(() => editor.current?.showProblems(errors), [errors])
  useEffect(() => editor.current?.describeWith(describedBy), [describedBy])

  return (
    <div className="yaml-view">
      <p id={`${id}-label`} className="yaml-view__label">
        site.yaml
      </p>
      <p id={`${id}-help`} className="admin-help">
        Edits here and in the form are the same draft. Problems are marked in the text and listed under it with their
        line numbers. Ctrl+Space suggests the keys and values allowed where you are. Tab moves to the next control; to
        indent, use the space bar.
      </p>
      <ProblemAlert lead="The text editor could not be loaded:" problem={loadProblem} />
      {!editorCode && !loadProblem && <p className="admin-help">Loading the text editor…</p>}
      <div ref={host} className="yaml-view__editor" />
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
