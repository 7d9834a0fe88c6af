import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useOutcome, withNotes } from '../outcome/outcome.tsx'
import { streamPublish } from '../app/publish-stream.ts'
import { problemMessage } from '../app/problem-message.ts'
import { rememberAuthor, rememberedAuthor, useSignedInName } from './author-name.ts'
import { stepInWords, stepMark, stepsAfter, stepsBrokenOff, type ShownStep } from './action-steps.ts'
import { useSending } from '../app/form-parts/use-sending.ts'

type Phase = 'asking' | 'done' | 'refused'

interface ConfirmActionProps {
  /** The call that does it, such as `history/3/undo`; it answers as a publish does. */
  path: string
  /** Sent along with the name. */
  body: Record<string, unknown>
  confirmLabel: string
  /** Said in the bar at the bottom once it is live. */
  doneMessage: string
  /** Why the confirm button cannot be used yet, or '' when it can. */
  notReady?: string
  onCancel: () => void
  /** Called once it has finished, whatever the outcome, so the list can catch up. */
  onFinished: () => void
}

/**
 * The name of who does it (asked for unless they are signed in by name), and the button that does it
 * (as a publish, its steps shown). The outcome is said in the bar at the bottom of the screen, in
 * place of the last one, which goes as this starts.
 */
export function ConfirmAction({
  path,
  body,
  confirmLabel,
  doneMessage,
  notReady = '',
  onCancel,
  onFinished,
}: ConfirmActionProps) {
  const [phase, setPhase] = useState<Phase>('asking')
  const signedInName = useSignedInName()
  const [author, setAuthor] = useState(rememberedAuthor)
  // The problem here is only a missing name: what the server says goes to the bar at the bottom.
  const { isSending, problem, send } = useSending()
  const [steps, setSteps] = useState<ShownStep[]>([])
  const outcomes = useOutcome()
  const authorInput = useRef<HTMLInputElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const ids = { author: useId(), problem: useId(), notReady: useId() }

  useEffect(() => {
    if (phase === 'done' || phase === 'refused') closeButton.current?.focus()
  }, [phase])

  const name = signedInName || author.trim()
  const checkFirst = () => {
    if (notReady) return false
    if (name) return true
    authorInput.current?.focus()
    return 'Write your name, so the history shows who did this.'
  }
  const sayRefusal = (text: string) => {
    setPhase('refused')
    outcomes.say({ tone: 'problem', text })
  }

  const runAction = async () => {
    if (!signedInName) rememberAuthor(name)
    setSteps([])
    outcomes.clear()
    try {
      const outcome = await streamPublish(path, { ...body, author: name }, (line) =>
        setSteps((shown) => stepsAfter(shown, line)),
      )
      if (outcome.outcome === 'published') {
        setPhase('done')
        outcomes.say({ tone: 'done', text: withNotes(doneMessage, outcome.warnings) })
      } else sayRefusal(outcome.message)
    } catch (error) {
      setSteps(stepsBrokenOff)
      throw error
    } finally {
      onFinished()
    }
  }

  const run = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(runAction, {
      checkFirst,
      placeRefusal: (caught) => {
        sayRefusal(problemMessage(caught))
        return true
      },
    })
  }

  const isFinished = phase === 'done' || phase === 'refused'
  return (
    <form className="history-confirm-form" onSubmit={run} noValidate>
      {!isFinished && (
        <>
          {signedInName ? (
            <p className="admin-help">The history will show that {signedInName} did this.</p>
          ) : (
            <>
              <label htmlFor={ids.author}>Your name</label>
              <p className="admin-help">The history shows who did this.</p>
              <input
                ref={authorInput}
                id={ids.author}
                autoComplete="name"
                value={author}
                onChange={(event) => setAuthor(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? ids.problem : undefined}
              />
              {problem && (
                <p id={ids.problem} className="admin-error">
                  {problem}
                </p>
              )}
            </>
          )}
          <div className="history-actions">
            <button
              type="submit"
              aria-disabled={isSending || notReady !== '' || undefined}
              aria-describedby={notReady ? ids.notReady : undefined}
            >
              {isSending ? 'Working…' : confirmLabel}
            </button>
            <button type="button" className="admin-secondary" onClick={onCancel} disabled={isSending}>
              Cancel
            </button>
          </div>
          {notReady && (
            <p id={ids.notReady} className="admin-help">
              {notReady}
            </p>
          )}
        </>
      )}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an <output> holds only phrasing content, not a list */}
      <div role="status" className="history-progress">
        {steps.length > 0 && (
          <ol className="history-steps">
            {steps.map((shown) => (
              <li key={shown.step} className={`history-step is-${shown.state}`}>
                <span className="history-step__mark" aria-hidden="true">
                  {stepMark(shown)}
                </span>
                {stepInWords(shown)}
              </li>
            ))}
          </ol>
        )}
      </div>
      {isFinished && (
        <div className="history-actions">
          <button ref={closeButton} type="button" className="admin-secondary" onClick={onCancel}>
            Close
          </button>
        </div>
      )}
    </form>
  )
}
