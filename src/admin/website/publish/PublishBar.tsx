import type { Outcome } from '../../outcome/outcome.tsx'
import { OutcomeLines } from '../../outcome/StatusBar.tsx'
import { DiscardButton } from '../DiscardButton.tsx'
import { undoShortcuts } from '../use-undo-keys.ts'

interface PublishBarProps {
  changeCount: number
  errorCount: number
  /** Every change has reached the server and been checked. */
  isChecked: boolean
  isPublishing: boolean
  /** Changes wait because the server cannot be reached (they are sent again on their own). */
  isOffline?: boolean
  /** What the publish is doing now, while it runs. */
  publishStep?: string
  /** The outcome of what was just done (a publish, an upload, a job), while it holds. */
  outcome?: Outcome
  canUndo: boolean
  canRedo: boolean
  /**
   * Undo takes the draft back to the website as published in one step: the changes it was opened with,
   * whose single edits are not kept.
   */
  isUndoAll?: boolean
  onUndo(): void
  onRedo(): void
  /** Throws every change not published away (after asking); the editor then starts from the published website. */
  onDiscard(): Promise<void>
  onPublish(): void
  onShowErrors(): void
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * The bar that stays at the bottom of the screen: how many changes wait, how many problems remain
 * (with the way to them), undo and redo, Discard (asked again here), and Publish, which shows the problems
 * instead while any remain.
 * What a publish is doing, the outcome of what was just done, and changes that cannot reach the server
 * are said here in place of the count, so that they are in view wherever the person has scrolled.
 */
export function PublishBar(props: PublishBarProps) {
  const hasProblems = props.errorCount > 0
  const isReady = props.changeCount > 0 && props.isChecked && !hasProblems && !props.isPublishing
  const waiting = props.isOffline ? (
    'Your latest changes are not saved yet: the server cannot be reached. They are sent again on their own.'
  ) : (
    <>
      {props.changeCount === 0
        ? 'No changes waiting.'
        : `${plural(props.changeCount, 'change', 'changes')} waiting to be published.`}
      {hasProblems && ` ${plural(props.errorCount, 'problem', 'problems')} to fix first.`}
    </>
  )
  return (
    <section className="status-bar publish-bar" aria-label="Publish your changes">
      <div className="publish-bar__words">
        <OutcomeLines
          outcome={props.isPublishing ? undefined : props.outcome}
          otherwise={props.isPublishing && props.publishStep ? props.publishStep : waiting}
        />
      </div>
      <div className="publish-bar__actions">
        {(
          [
            ['undo', props.isUndoAll ? 'Undo all' : 'Undo', props.canUndo, undoShortcuts.undo, props.onUndo],
            ['redo', 'Redo', props.canRedo, undoShortcuts.redo, props.onRedo],
          ] as const
        ).map(([key, label, can, keys, onClick]) => (
          <button
            key={key}
            type="button"
            className="admin-secondary admin-small"
            disabled={!can}
            aria-keyshortcuts={keys}
            onClick={onClick}
          >
            {label}
          </button>
        ))}
        {hasProblems && (
          <button type="button" className="admin-secondary admin-small" onClick={props.onShowErrors}>
            Show {props.errorCount === 1 ? 'the problem' : 'the problems'}
          </button>
        )}
        <DiscardButton hasChanges={props.changeCount > 0 && !props.isPublishing} onDiscard={props.onDiscard} isSmall />
        <button
          type="button"
          className={isReady ? 'publish-bar__publish' : 'publish-bar__publish is-waiting'}
          disabled={props.isPublishing || props.changeCount === 0 || !props.isChecked}
          aria-describedby={hasProblems ? 'publish-bar-blocked' : undefined}
          onClick={hasProblems ? props.onShowErrors : props.onPublish}
        >
          {props.isPublishing ? 'Publishing…' : 'Publish'}
        </button>
        {hasProblems && (
          <span id="publish-bar-blocked" className="visually-hidden">
            Fix the problems before publishing.
          </span>
        )}
      </div>
    </section>
  )
}
