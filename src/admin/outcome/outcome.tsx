import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

/** What came of something the person did, said in the bar at the bottom of the screen. */
export interface Outcome {
  /** 'done' is announced when the screen reader is free; 'problem' at once. */
  tone: 'done' | 'problem'
  text: string
  /** A link after the words, such as "View the site". */
  link?: { href: string; text: string }
}

/** `text` with the notes that came with it (a publish's warnings) after it. */
export const withNotes = (text: string, notes: readonly string[]): string =>
  [text, ...notes.map((note) => `Note: ${note}`)].join(' ')

/** How a part of a screen says an outcome, or takes back one that no longer holds. */
export interface SayOutcome {
  /** Says `outcome` in place of the one before. */
  say(outcome: Outcome): void
  /** Takes the outcome away: called by the event that ends it. */
  clear(): void
}

/** A screen's outcome, with the way to say and clear it. */
export interface OutcomeSlot extends SayOutcome {
  outcome: Outcome | undefined
}

const OutcomeContext = createContext<OutcomeSlot | null>(null)

/**
 * Holds the outcome of the screen inside it. There is one at a time, kept only while it holds: the
 * next outcome replaces it, and the event that makes it untrue clears it (on the Website screen, the
 * next change to the draft; in History, the next undo starting). The layout gives each screen its
 * own, so leaving the screen ends it too.
 */
export function OutcomeProvider({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<Outcome>()
  const say = useCallback((next: Outcome) => setOutcome(next), [])
  const clear = useCallback(() => setOutcome(undefined), [])
  const slot = useMemo(() => ({ outcome, say, clear }), [outcome, say, clear])
  return <OutcomeContext.Provider value={slot}>{children}</OutcomeContext.Provider>
}

/** The outcome of the screen this is in, and the way to say one. */
export function useOutcome(): OutcomeSlot {
  const slot = useContext(OutcomeContext)
  if (!slot) throw new Error('useOutcome needs an OutcomeProvider around the screen')
  return slot
}
