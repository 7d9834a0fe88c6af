import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { streamPublish } from '../app/publish-stream.ts'
import { problemMessage } from '../app/problem-message.ts'
import { rememberAuthor, rememberedAuthor } from './author-name.ts'
import { restoreStepLabels } from './restore-steps.ts'

type Phase = 'idle' | 'confirming' | 'running' | 'restored' | 'refused'

interface RestorePanelProps {
  id: number
  /** When the version was published, as people read it. */
  when: string
  /** Called once the restore has finished, whatever its outcome, so the list can catch up. */
  onFinished: () => void
}

/** "Restore this version": a confirmation in the page, then the restore's steps and its outcome. */
export function RestorePanel({ id, when, onFinished }: RestorePanelProps) {
  const [phase, setPhase] = useState<Phase>('idle')
  const [author, setAuthor] = useState('')
  const [authorError, setAuthorError] = useState('')
  const [steps, setSteps] = useState<string[]>([])
  const [message, setMessage] = useState('')
  const [warnings, setWarnings] = useState<string[]>([])
  const restoreButton = useRef<HTMLButtonElement>(null)
  const authorInput = useRef<HTMLInputElement>(null)
  const hasConfirmed = useRef(false)
  const ids = { heading: useId(), author: useId(), error: useId() }

  useEffect(() => {
    if (phase === 'confirming') authorInput.current?.focus()
    // The confirmation has gone from under the focus: it returns to the button that opened it.
    else if (hasConfirmed.current) restoreButton.current?.focus()
  }, [phase])

  const confirm = () => {
    hasConfirmed.current = true
    setAuthor((current) => current || rememberedAuthor())
    setAuthorError('')
    setPhase('confirming')
  }

  const restore = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = author.trim()
    if (!name) {
      setAuthorError('Write your name, so the history shows who restored this version.')
      authorInput.current?.focus()
      return
    }
    rememberAuthor(name)
    setSteps([])
    setWarnings([])
    setPhase('running')
    try {
      const outcome = await streamPublish(`history/${id}/restore`, { author: name }, (line) => {
        const label = 'step' in line ? restoreStepLabels[line.step] : undefined
        if (label) setSteps((shown) => [...shown, label])
      })
      if (outcome.outcome === 'published') {
        setPhase('restored')
        setMessage('Restored: the site now shows this version.')
        setWarnings(outcome.warnings)
      } else {
        setPhase('refused')
        setMessage(outcome.message)
      }
    } catch (error) {
      setPhase('refused')
      setMessage(problemMessage(error))
    }
    onFinished()
  }

  if (phase === 'confirming')
    return (
      <form
        className="history-confirm"
        aria-labelledby={ids.heading}
        onSubmit={(event) => void restore(event)}
        noValidate
      >
        <h3 id={ids.heading}>Restore the version of {when}?</h3>
        <p>
          The live site goes back to this version. What it shows now stays in the history, so it can be restored too.
        </p>
        <label htmlFor={ids.author}>Your name</label>
        <p className="admin-help">The history shows who restored it.</p>
        <input
          ref={authorInput}
          id={ids.author}
          autoComplete="name"
          value={author}
          onChange={(event) => setAuthor(event.target.value)}
          aria-invalid={authorError ? true : undefined}
          aria-describedby={authorError ? ids.error : undefined}
        />
        {authorError && (
          <p id={ids.error} className="admin-error">
            {authorError}
          </p>
        )}
        <div className="history-actions">
          <button type="submit">Yes, restore it</button>
          <button type="button" className="admin-secondary" onClick={() => setPhase('idle')}>
            Cancel
          </button>
        </div>
      </form>
    )

  return (
    <div className="history-restore">
      <button
        ref={restoreButton}
        type="button"
        aria-disabled={phase === 'running' || undefined}
        onClick={() => phase !== 'running' && confirm()}
      >
        {phase === 'running' ? 'Restoring…' : 'Restore this version'}
      </button>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an <output> holds only phrasing content, not a list */}
      <div role="status" className="history-progress">
        {steps.length > 0 && (
          <ol className="history-steps">
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        )}
        {phase === 'restored' && <p className="history-restored">{message}</p>}
        {warnings.map((warning) => (
          <p key={warning} className="admin-warning">
            {warning}
          </p>
        ))}
      </div>
      {phase === 'refused' && (
        <p role="alert" className="admin-error history-refused">
          {message}
        </p>
      )}
    </div>
  )
}
