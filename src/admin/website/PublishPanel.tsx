import { useId, useState } from 'react'
import type { DraftConflict, DraftProblem, PublishEvent, PublishStep } from '../../model/admin-api.ts'
import { streamPublish } from '../app/publish-stream.ts'
import { problemMessage } from '../app/problem-message.ts'
import { rememberAuthor, rememberedAuthor } from '../history/author-name.ts'
import { ConflictChoices } from './ConflictChoices.tsx'
import { DiscardButton } from './DiscardButton.tsx'

const stepWords: Record<PublishStep, string> = {
  checking: 'Checking the draft…',
  building: 'Making the new pages…',
  switching: 'Switching the live site to the new version…',
  recording: 'Keeping a copy in the history…',
  done: 'Done.',
}

interface PublishPanelProps {
  draftId: string
  errorCount: number
  warningCount: number
  hasChanges: boolean
  /** Every change has reached the server and been checked. */
  isChecked: boolean
  onPublished(): void
  onDiscard(): Promise<void>
  /** Settles the conflicts as chosen; the draft then carries on from the published website. */
  onChoose(choices: { path: DraftConflict['path']; keep: 'mine' | 'theirs' }[]): Promise<void>
  onShowErrors(): void
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; step: string }
  | { kind: 'published'; warnings: string[] }
  | { kind: 'refused'; reason: string; message: string; problems?: DraftProblem[]; conflicts?: DraftConflict[] }

/** Publishing: refused while the draft has errors; progress while it runs; what happened, in words. */
export function PublishPanel(props: PublishPanelProps) {
  const authorId = useId()
  const [author, setAuthor] = useState(rememberedAuthor)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const isRunning = state.kind === 'running'

  const publish = async () => {
    if (props.errorCount > 0) return props.onShowErrors()
    rememberAuthor(author)
    setState({ kind: 'running', step: stepWords.checking })
    try {
      const outcome = await streamPublish(
        `drafts/${encodeURIComponent(props.draftId)}/publish`,
        { author },
        (event: PublishEvent) => {
          if ('step' in event)
            setState({
              kind: 'running',
              step: event.step === 'checking' && event.detail ? `${event.detail}…` : stepWords[event.step],
            })
        },
      )
      if (outcome.outcome === 'published') {
        setState({ kind: 'published', warnings: outcome.warnings })
        props.onPublished()
      } else setState({ kind: 'refused', ...outcome })
    } catch (error) {
      setState({ kind: 'refused', reason: 'error', message: problemMessage(error) })
    }
  }

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h2 id="publish-title">Publish</h2>
      <p className="admin-help">
        {props.hasChanges
          ? 'This draft has changes that visitors do not see yet. It is kept on the server as you type.'
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
      <DiscardButton
        hasChanges={props.hasChanges && !isRunning}
        onDiscard={async () => {
          await props.onDiscard()
          setState({ kind: 'idle' })
        }}
      />
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
          {state.conflicts && state.conflicts.length > 0 && (
            <ConflictChoices
              conflicts={state.conflicts}
              onChoose={async (choices) => {
                await props.onChoose(choices)
                setState({ kind: 'idle' })
              }}
            />
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
