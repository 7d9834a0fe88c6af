import { useEffect, useEffectEvent } from 'react'
import { watchBreakpoint } from './phone-breakpoint.ts'

/** Calls `onChange` each time the window crosses between the phone and the desktop layout. */
export function useBreakpointChange(onChange: (isPhone: boolean) => void) {
  const changed = useEffectEvent((isPhone: boolean) => onChange(isPhone))
  useEffect(() => watchBreakpoint((isPhone) => changed(isPhone)), [])
}
