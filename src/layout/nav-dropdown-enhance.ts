import { navDropdownClasses } from './nav-dropdown-classes.ts'
import { watchBreakpoint } from './phone-breakpoint.ts'

/**
 * Brings the disclosure NavDropdown.tsx draws to life: the button shows or hides the links below it and keeps
 * aria-expanded in step. ArrowDown and ArrowUp open it and move through the links; Escape, a press elsewhere,
 * focus leaving it, choosing a link, leaving the page and crossing the phone breakpoint close it. Returns what
 * stops it.
 */
export function enhanceNavDropdown(island: HTMLElement): (() => void) | undefined {
  const root = island.querySelector<HTMLElement>(`.${navDropdownClasses.root}`)
  const toggle = root?.querySelector<HTMLButtonElement>(`.${navDropdownClasses.toggle}`)
  const panel = root?.querySelector<HTMLElement>(`.${navDropdownClasses.panel}`)
  if (!root || !toggle || !panel) return undefined
  const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a')]
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true'

  const closeOutside = (event: PointerEvent) => {
    if (!(event.target instanceof Node && root.contains(event.target))) setOpen(false)
  }
  // On the document, as some browsers leave focus on the page rather than on a clicked button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    setOpen(false)
    toggle.focus()
  }
  // A page restored from the back-forward cache comes back as it was left: with the menu open.
  const closeOnLeave = () => setOpen(false)

  const setOpen = (open: boolean) => {
    if (open === isOpen()) return
    toggle.setAttribute('aria-expanded', String(open))
    panel.hidden = !open
    if (open) {
      document.addEventListener('pointerdown', closeOutside)
      document.addEventListener('keydown', closeOnEscape)
      window.addEventListener('pagehide', closeOnLeave)
    } else {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
      window.removeEventListener('pagehide', closeOnLeave)
    }
  }

  toggle.addEventListener('click', () => setOpen(!isOpen()))
  for (const link of links()) link.addEventListener('click', () => setOpen(false))
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setOpen(true)
    const items = links()
    const current = items.indexOf(document.activeElement as HTMLAnchorElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length
    items[next]?.focus()
  })
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false)
  })
  const stopWatching = watchBreakpoint(() => setOpen(false))
  return () => {
    setOpen(false)
    stopWatching()
  }
}
