import { machineTime, businessWhen } from '../app/business-time.ts'
import { DiscardButton } from './DiscardButton.tsx'

interface LeftChangesProps {
  /** When the changes were last made, in milliseconds since 1970. */
  changedAt: number
  /** What the changes are, in one sentence (see `leftChangesWords`); left out when visitors would see none. */
  changes?: string
  onCarryOn(): void
  /** Throws the changes away; the editor then starts from the published website. */
  onThrowAway(): Promise<void>
}

/**
 * On opening the editor: the changes the person left unpublished (in a window since closed, or on
 * another device), named, to carry on with or throw away.
 */
export function LeftChanges({ changedAt, changes, onCarryOn, onThrowAway }: LeftChangesProps) {
  return (
    <section className="left-changes" aria-label="Changes not published yet">
      <p>
        You have changes from <time dateTime={machineTime(changedAt)}>{businessWhen(changedAt)}</time> that are not
        published yet.
      </p>
      {changes && <p>{changes}</p>}
      <div className="left-changes__choices">
        <button type="button" onClick={onCarryOn}>
          Carry on
        </button>
        <DiscardButton hasChanges label="Throw them away" onDiscard={onThrowAway} />
      </div>
    </section>
  )
}
