/** The phone layout: 768 px wide or less. The stylesheets use the same media query. */
export const phoneQuery = '(max-width: 768px)'

/** Calls `onChange` each time the window crosses between the phone and the desktop layout; returns what stops it. */
export function watchBreakpoint(onChange: (isPhone: boolean) => void): () => void {
  const query = window.matchMedia(phoneQuery)
  const listener = (event: MediaQueryListEvent) => onChange(event.matches)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}
