import { useEffect, useId, useRef } from 'react'
import type { DraftConflict } from '../../../model/admin-api.ts'
import { ConflictChoices } from './ConflictChoices.tsx'
import { problemWords } from '../problems/problem-words.ts'
import { refusalWords, type Publishing } from './use-publish.ts'

interface PublishPanelProps {
  publishing: Publishing
  errorCount: number
  warningCount: number
  hasChanges: boolean
  /** Settles the conflicts as chosen; the draft then carries on from the published website. */
  onChoose(choices: { path: DraftConflict['path']; keep: 'mine' | 'theirs' }[]): Promise<void>
  /** Where a place is, in the form's words. */
  describe(path: DraftConflict['path']): string
}

/**
 * About publishing: whose name goes in the history, and why the last publish was refused, with what to do
 * about it. Its progress and outcome are said in the bar at the bottom, where the draft is also discarded.
 */
export function PublishPanel({ publishing, ...props }: PublishPanelProps) {
  const authorId = useId()
  const { state } = publishing
  const refusal = useRef<HTMLDivElement>(null)
  // The bar at the bottom says a publish was refused; what there is to do about it is here.
  const toActOn = state.kind === 'refused' && (state.conflicts?.length || state.problems?.length) ? state : undefined

  // …so the focus (and the eye) is brought here.
  useEffect(() => {
    if (toActOn) refusal.current?.focus()
  }, [toActOn])

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h2 id="publish-title">Publishing</h2>
      <p className="admin-help">
        {props.hasChanges
          ? 'Your changes are kept as you type, even if you close this page, but visitors do not see them until you publish.'
          : 'No changes since the last publish.'}{' '}
        {props.warningCount > 0 &&
          `${props.warningCount} ${props.warningCount === 1 ? 'suggestion' : 'suggestions'} beside the fields. You can publish without ${props.warningCount === 1 ? 'it' : 'them'}.`}
      </p>
      {publishing.signedInName ? (
        <p className="admin-help">The history will show that {publishing.signedInName} published.</p>
      ) : (
        <>
          <label htmlFor={authorId}>Your name (kept in the history)</label>
          <input
            id={authorId}
            type="text"
            autoComplete="name"
            value={publishing.author}
            onChange={(event) => publishing.setAuthor(event.target.value)}
          />
        </>
      )}
      {toActOn && (
        // Not an alert: the bar at the bottom announces the refusal; this is where to act on it.
        <div ref={refusal} tabIndex={-1} className="publish__refused">
          <p className="admin-error">{refusalWords(toActOn.message)}</p>
          {toActOn.conflicts && toActOn.conflicts.length > 0 && (
            <ConflictChoices
              conflicts={toActOn.conflicts}
              describe={props.describe}
              onChoose={async (choices) => {
                await props.onChoose(choices)
                publishing.reset()
              }}
            />
          )}
          {toActOn.problems?.map((problem) => (
            <p key={`${problem.line}:${problem.col}`} className="admin-error">
              {problemWords(problem)}
            </p>
          ))}
        </div>
      )}
    </section>
  )
}
