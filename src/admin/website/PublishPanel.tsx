import { useId } from 'react'
import type { DraftConflict } from '../../model/admin-api.ts'
import { ConflictChoices } from './ConflictChoices.tsx'
import { DiscardButton } from './DiscardButton.tsx'
import { problemWords } from './problem-words.ts'
import type { Publishing } from './use-publish.ts'

interface PublishPanelProps {
  publishing: Publishing
  errorCount: number
  warningCount: number
  hasChanges: boolean
  onDiscard(): Promise<void>
  /** Settles the conflicts as chosen; the draft then carries on from the published website. */
  onChoose(choices: { path: DraftConflict['path']; keep: 'mine' | 'theirs' }[]): Promise<void>
}

/** About publishing: whose name goes in the history, discarding the draft, and what the last publish did, in words. */
export function PublishPanel({ publishing, ...props }: PublishPanelProps) {
  const authorId = useId()
  const { state } = publishing
  const isRunning = state.kind === 'running'

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h2 id="publish-title">Publishing</h2>
      <p className="admin-help">
        {props.hasChanges
          ? 'Your changes are saved as you type, but visitors do not see them until you publish.'
          : 'No changes since the last publish.'}{' '}
        {props.warningCount > 0 &&
          `${props.warningCount} ${props.warningCount === 1 ? 'note' : 'notes'} beside the fields to look at; they do not stop publishing.`}
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
      <DiscardButton
        hasChanges={props.hasChanges && !isRunning}
        onDiscard={async () => {
          await props.onDiscard()
          publishing.reset()
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
          {/* Its first paragraph: what follows is the checker's report on the text, listed below in words. */}
          <p className="admin-error">{state.message.split('\n\n')[0]}</p>
          {state.conflicts && state.conflicts.length > 0 && (
            <ConflictChoices
              conflicts={state.conflicts}
              onChoose={async (choices) => {
                await props.onChoose(choices)
                publishing.reset()
              }}
            />
          )}
          {state.problems?.map((problem) => (
            <p key={`${problem.line}:${problem.col}`} className="admin-error">
              {problemWords(problem)}
            </p>
          ))}
        </div>
      )}
    </section>
  )
}
