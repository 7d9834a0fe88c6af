import type { ComponentType } from 'react'

/**
 * When the browser brings an island to life: `load` as soon as the page's scripts run, `idle` when
 * the browser has nothing better to do, `visible` when it comes near the screen, `interaction` on
 * the first tap, key or focus inside it (the tap is then replayed).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction'

interface IslandProps<P extends object> {
  /** The island's name, which picks its behaviour in the browser (src/islands/start-island.ts). */
  name: string
  when: HydrateWhen
  component: ComponentType<P>
  props: P
  /** At the latest this many milliseconds after the page started loading, whatever `when` says: for a timer it keeps. */
  deadlineMs?: number
  /** At once when the tab's sessionStorage holds `key` with `value`: the visitor was using it on an earlier page. */
  resumeIf?: { key: string; value: string }
}

/**
 * An interactive part of a page: its markup, drawn in place, in a div that names its behaviour and when the browser
 * starts it. The behaviour reads what it needs from the markup, so nothing else is written into the page.
 */
export function Island<P extends object>({
  name,
  when,
  component: Component,
  props,
  deadlineMs,
  resumeIf,
}: IslandProps<P>) {
  return (
    <div
      className="island"
      data-island={name}
      data-when={when}
      {...(deadlineMs === undefined ? {} : { 'data-deadline': String(Math.max(0, Math.round(deadlineMs))) })}
      {...(resumeIf ? { 'data-resume-key': resumeIf.key, 'data-resume-value': resumeIf.value } : {})}
    >
      <Component {...props} />
    </div>
  )
}
