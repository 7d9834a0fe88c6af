import { useEffect, useRef, useState } from 'react'
import { problemMessage } from '../app/problem-message.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'

interface DiscardButtonProps {
  hasChanges: boolean
  /** Throws the draft away and starts again from the published website. */
  onDiscard(): Promise<void>
  /** The button's words; "Discard changes" when left out. */
  label?: string
}

/** "Discard changes", asked again in the page before anything is thrown away. */
export function DiscardButton({ hasChanges, onDiscard, label = 'Discard changes' }: DiscardButtonProps) {
  const [phase, setPhase] = useState<'idle' | 'asking' | 'working'>('idle')
  const [problem, setProblem] = useState('')
  const confirmButton = useRef<HTMLButtonElement>(null)
  const discardButton = useRef<HTMLButtonElement>(null)
  const hasAsked = useRef(false)

  useEffect(() => {
    if (phase === 'asking') confirmButton.current?.focus()
    // The question has gone from under the focus: it returns to the button that asked it.
    else if (phase === 'idle' && hasAsked.current) discardButton.current?.focus()
  }, [phase])

  const discard = () => {
    setPhase('working')
    onDiscard()
      .then(() => setProblem(''))
      .catch((error: unknown) => setProblem(problemMessage(error)))
      .finally(() => setPhase('idle'))
  }

  if (phase === 'idle')
    return (
      <div className="discard">
        <button
          ref={discardButton}
          type="button"
          className="admin-secondary"
          disabled={!hasChanges}
          onClick={() => {
            hasAsked.current = true
            setPhase('asking')
          }}
        >
          {label}
        </button>
        <ProblemAlert problem={problem} />
      </div>
    )
  return (
    <div className="discard">
      <p>Throw away every change you have not published, and start again from the website as it is now?</p>
      <button ref={confirmButton} type="button" disabled={phase === 'working'} onClick={discard}>
        {phase === 'working' ? 'Discarding…' : 'Yes, discard my changes'}
      </button>{' '}
      <button type="button" className="admin-secondary" disabled={phase === 'working'} onClick={() => setPhase('idle')}>
        Keep them
      </button>
    </div>
  )
}
