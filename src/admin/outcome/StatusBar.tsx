import type { ReactNode } from 'react'
import type { Outcome } from './outcome.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import './status-bar.css'

interface OutcomeLinesProps {
  outcome: Outcome | undefined
  /** What the status line says while there is no outcome to show: what waits, what is under way. */
  otherwise?: ReactNode
}

/**
 * The words of a bar at the bottom of the screen: a status line that screen readers announce (the
 * outcome when it went well, else `otherwise`), and an outcome that went wrong as an alert.
 */
export function OutcomeLines({ outcome, otherwise }: OutcomeLinesProps) {
  return (
    <>
      <output className="status-bar__status">
        {outcome?.tone === 'done' ? (
          <>
            {outcome.text}
            {outcome.link && (
              <>
                {' '}
                <a href={outcome.link.href} target="_blank" rel="noreferrer">
                  {outcome.link.text}
                </a>
              </>
            )}
          </>
        ) : (
          otherwise
        )}
      </output>
      <ProblemAlert problem={outcome?.tone === 'problem' ? outcome.text : undefined} className="status-bar__problem" />
    </>
  )
}

/**
 * The bar at the bottom of a screen without a publish bar, such as History: the outcome of what was
 * just done, in view without scrolling. Out of sight while there is nothing to say, but still there,
 * so that what it says next is announced.
 */
export function StatusBar({ outcome, label }: { outcome: Outcome | undefined; label: string }) {
  return (
    <section className={outcome ? 'status-bar' : 'status-bar is-empty'} aria-label={label}>
      <OutcomeLines outcome={outcome} />
    </section>
  )
}
