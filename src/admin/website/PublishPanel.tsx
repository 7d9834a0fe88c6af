import { useId, useState } from 'react'
import type { DraftProblem, PublishEvent, PublishStep } from '../../model/admin-api.ts'
import { ApiError } from '../app/api.ts'
import { streamPublish } from '../app/publish-stream.ts'

const stepWords: Record<PublishStep, string> = {
  checking: 'Checking the draft…',
  building: 'Building the site…',
  switching: 'Switching the live site to the new version…',
  recording: 'Keeping a copy in the history…',
  done: 'Done.',
}

interface PublishPanelProps {
  text: string
  baseVersion: string
  errorCount: number
  warningCount: number
  hasChanges: boolean
  isChecked: boolean
  onPublished(version: string): void
  onReload(): void
  onShowErrors(): void
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; step: string }
  | { kind: 'published'; changed: string[]; warnings: string[] }
  | { kind: 'refused'; reason: string; message: string; problems?: DraftProblem[] }

const authorKey = 'admin-author'

/** Publishing: refused while the draft has errors; progress while it builds; what happened, in words. */
export function PublishPanel(props: PublishPanelProps) {
  const authorId = useId()
  const [author, setAuthor] = useState(() => localStorage.getItem(authorKey) ?? '')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const isRunning = state.kind === 'running'

  const publish = async () => {
    if (props.errorCount > 0) return props.onShowErrors()
    localStorage.setItem(authorKey, author)
    setState({ kind: 'running', step: stepWords.checking })
    try {
      const outcome = await streamPublish(
        'publish',
        { text: props.text, baseVersion: props.baseVersion, author },
        (event: PublishEvent) => {
          if ('step' in event) setState({ kind: 'running', step: stepWords[event.step] })
        },
      )
      if (outcome.outcome === 'published') {
        setState({ kind: 'published', changed: outcome.changed, warnings: outcome.warnings })
        props.onPublished(outcome.version)
      } else setState({ kind: 'refused', reason: outcome.reason, message: outcome.message, problems: outcome.problems })
    } catch (error) {
      setState({
        kind: 'refused',
        reason: 'error',
        message: error instanceof ApiError ? error.message : 'The server could not be reached. Try again.',
      })
    }
  }

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h2 id="publish-title">Publish</h2>
      <p className="admin-help">
        {props.hasChanges
          ? 'This draft has changes that visitors do not see yet.'
          : 'No changes since the last publish.'}{' '}
        {props.errorCount > 0 &&
          `${props.errorCount} ${props.errorCount === 1 ? 'problem' : 'problems'} to fix first. `}
        {props.warningCount > 0 &&
          `${props.warningCount} ${props.warningCount === 1 ? 'warning' : 'warnings'} (allowed).`}
      </p>
      <label htmlFor={authorId}>Your name (kept in the history)</label>
      <input
        id={authorId}
        type="text"
        autoComplete="name"
        value={author}
        onChange={(event) => setAuthor(event.target.value)}
      />
      <button
        type="button"
        disabled={isRunning || !props.hasChanges || !props.isChecked}
        onClick={() => void publish()}
      >
        {isRunning ? 'Publishing…' : 'Publish'}
      </button>
      <output className="publish__status">
        {state.kind === 'running' && <p>{state.step}</p>}
        {state.kind === 'published' && (
          <p>
            Published. Visitors now see the new version.{' '}
            <a href="/" target="_blank" rel="noreferrer">
              View the site
            </a>
            {state.warnings.length > 0 && <span> Note: {state.warnings.join(' ')}</span>}
          </p>
        )}
      </output>
      {state.kind === 'refused' && (
        <div role="alert" className="publish__refused">
          <p className="admin-error">{state.message}</p>
          {state.reason === 'conflict' && (
            <button type="button" className="admin-secondary" onClick={props.onReload}>
              Reload site.yaml (your unpublished changes in this browser are replaced)
            </button>
          )}
          {state.problems?.map((problem) => (
            <p key={`${problem.line}:${problem.col}`} className="admin-error">
              Line {problem.line}: {problem.message}
            </p>
          ))}
        </div>
      )}
    </section>
  )
}
