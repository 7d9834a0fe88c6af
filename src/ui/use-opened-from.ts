import { useCallback, useState } from 'react'
import { useLocation } from 'react-router-dom'

interface Opened<T> {
  what: T
  opener: HTMLElement | null
  locationKey: string
}

/**
 * Something a control opens over the page (a menu, a dialog): what is open, `open` and `close`.
 * Closing returns focus to the control that opened it. Any navigation forgets it in the same render
 * as the new page, so going back does not open it again and the page is not left inert.
 */
export function useOpenedFrom<T>() {
  const { key } = useLocation()
  const [opened, setOpened] = useState<Opened<T> | null>(null)
  const open = useCallback(
    (what: T, opener?: HTMLElement | null) => setOpened({ what, opener: opener ?? null, locationKey: key }),
    [key],
  )
  const close = () => {
    opened?.opener?.focus()
    setOpened(null)
  }
  const isCurrent = opened !== null && opened.locationKey === key
  if (opened && !isCurrent) setOpened(null)
  return { current: isCurrent ? opened.what : null, open, close }
}
