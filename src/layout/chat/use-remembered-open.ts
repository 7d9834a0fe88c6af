import { useEffect, useRef } from 'react'
import { watchRestoredOpen } from './remembered-open.ts'

export { rememberOpen } from './remembered-open.ts'

/**
 * S7 for a component: after mounting (never during render, R1) watches `key` as watchRestoredOpen does
 * (remembered-open.ts), calling the newest `restore`. Without a key nothing is read.
 */
export function useRestoredOpen(key: string | undefined, restore: (isOpen: boolean) => void) {
  const latestRestore = useRef(restore)
  useEffect(() => {
    latestRestore.current = restore
  })

  useEffect(() => (key ? watchRestoredOpen(key, (isOpen) => latestRestore.current(isOpen)) : undefined), [key])
}
