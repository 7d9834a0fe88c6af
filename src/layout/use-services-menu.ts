import { useCallback, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { ServicesMenuVariant } from './ServicesMenu.tsx'

interface OpenMenu {
  variant: ServicesMenuVariant
  opener: HTMLElement | null
  locationKey: string
}

/**
 * Whether the services menu is open, and how. Any navigation closes it in the same render as the new
 * page, so the page is no longer inert when the layout moves focus to it.
 */
export function useServicesMenu() {
  const { key } = useLocation()
  const [menu, setMenu] = useState<OpenMenu | null>(null)
  const open = useCallback(
    (variant: ServicesMenuVariant, opener?: HTMLElement | null) =>
      setMenu({ variant, opener: opener ?? null, locationKey: key }),
    [key],
  )
  /** For the menu's own close event: focus goes back to the element that opened it. */
  const close = () => {
    menu?.opener?.focus()
    setMenu(null)
  }
  // Forgotten at once, so that going back to the page it opened on does not open it again.
  if (menu && menu.locationKey !== key) setMenu(null)
  const variant = menu && menu.locationKey === key ? menu.variant : null
  return { variant, open, close }
}
