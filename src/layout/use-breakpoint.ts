import { useEffect, useEffectEvent } from 'react'

/** The phone layout: 768 px wide or less. The stylesheets use the same media query. */
export const phoneQuery = '(max-width: 768px)'

/** Calls `onChange` each time the window crosses between the phone and the desktop layout. */
export function useBreakpointChange(onChange: (isPhone: boolean) => void) {
  const changed = useEffectEvent((isPhone: boolean) => onChange(isPhone))
  useEffect(() => {
    const query = window.matchMedia(phoneQuery)
    const listener = (event: MediaQueryListEvent) => changed(event.matches)
    query.addEventListener('change', listener)
    return () => query.removeEventListener('change', listener)
  }, [])
}
