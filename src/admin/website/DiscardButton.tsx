import { useEffect, useRef, useState } from 'react'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useSending } from '../app/form-parts/use-sending.ts'

interface DiscardButtonProps {
  hasChanges: boolean
  /** Throws the draft away and starts again from the published website. */
  onDiscard(): Promise<void>
  /** The button's words; "Discard changes" when left out. */
  label?: string
  /** Drawn as small as the buttons beside it in the bar at the bottom. */
  isSmall?: boolean
}

/** "Discard changes", asked again in the page before anything is thrown away. */
export function DiscardButton({ hasChanges, onDiscard, label = 'Discard changes', isSmall }: DiscardButtonProps) {
  const [isAsking, setIsAsking] = useState(false)
  const { isSending, problem, send } = useSending()
  const confirmButton = useRef<HTMLButtonElement>(null)
  const discardButton = useRef<HTMLButtonElement>(null)
  const hasAsked = useRef(false)

  useEffect(() => {
    if (isAsking) confirmButton.current?.focus()
    // The question has gone from under the focus: it returns to the button that asked it.
    else if (hasAsked.current) discardButton.current?.focus()
  }, [isAsking])

  const discard = async () => {
    await send(onDiscard)
    setIsAsking(false)
  }

  if (!isAsking)
    return (
      <div className="discard">
        <button
          ref={discardButton}
          type="button"
          className={isSmall ? 'admin-secondary admin-small' : 'admin-secondary'}
          disabled={!hasChanges}
          onClick={() => {
            hasAsked.current = true
            setIsAsking(true)
          }}
        >
          {label}
        </button>
        <ProblemAlert problem={problem} />
      </div>
    )
  return (
    <div className="discard is-asking">
      <p>Throw away every change you have not published, and start again from the website as it is now?</p>
      <button ref={confirmButton} type="button" disabled={isSending} onClick={() => void discard()}>
        {isSending ? 'Discarding…' : 'Yes, discard my changes'}
      </button>{' '}
      <button type="button" className="admin-secondary" disabled={isSending} onClick={() => setIsAsking(false)}>
        Keep them
      </button>
    </div>
  )
}
