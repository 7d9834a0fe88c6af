import { createContext, useContext, type ComponentType } from 'react'

/**
 * When the browser brings an island to life: `load` as soon as the page's scripts run, `idle` when
 * the browser has nothing better to do, `visible` when it comes near the screen, `interaction` on
 * the first tap, key or focus inside it (the tap is then replayed).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction'

/**
 * How the prerender draws an island: it keeps the component and its props and returns the marker
 * that stands in for the island's own HTML until it is drawn as a root of its own, as the browser
 * will hydrate it.
 */
export type IslandCollector = (island: { component: ComponentType<object>; props: object }) => {
  id: string
  marker: string
}

export const IslandCollectorContext = createContext<IslandCollector | undefined>(undefined)

interface IslandProps<P extends object> {
  /** The island's name in the browser's island registry (src/islands/registry.ts). */
  name: string
  when: HydrateWhen
  component: ComponentType<P>
  /** Written into the page as JSON, so only data: no functions, no elements. */
  props: P
  /** At the latest this many milliseconds after the page started loading, whatever `when` says: for a timer it keeps. */
  deadlineMs?: number
  /** At once when the tab's sessionStorage holds `key` with `value`: the visitor was using it on an earlier page. */
  resumeIf?: { key: string; value: string }
}

/**
 * An interactive part of a page. Prerendered, it is a root of its own with its props written beside
 * it; in an app that draws the whole page in the browser (the editor's preview) it is simply drawn.
 */
export function Island<P extends object>({
  name,
  when,
  component: Component,
  props,
  deadlineMs,
  resumeIf,
}: IslandProps<P>) {
  const collect = useContext(IslandCollectorContext)
  const attributes = {
    className: 'island',
    'data-island': name,
    'data-when': when,
    ...(deadlineMs === undefined ? {} : { 'data-deadline': String(Math.max(0, Math.round(deadlineMs))) }),
    ...(resumeIf ? { 'data-resume-key': resumeIf.key, 'data-resume-value': resumeIf.value } : {}),
  }
  if (!collect)
    return (
      <div {...attributes}>
        <Component {...props} />
      </div>
    )
  const { id, marker } = collect({ component: Component as ComponentType<object>, props })
  return (
    <div
      {...attributes}
      data-island-id={id}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: marker }}
    />
  )
}
