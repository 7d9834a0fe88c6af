import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import type { LinkItem } from '../model/site.ts'
import { samePage, useCurrentPath } from '../ui/current-path.tsx'
import { Icon } from './icons.tsx'
import { MenuLink } from './MenuLink.tsx'
import { useBreakpointChange } from './use-breakpoint.ts'

/**
 * A disclosure in the main menu: a button that shows or hides the links below it. Escape, a click
 * elsewhere, focus leaving it, choosing a link, coming back to the page from the browser's history
 * and crossing the phone breakpoint close it.
 */
export function NavDropdown({ label, links }: { label: string; links: LinkItem[] }) {
  const panelId = useId()
  const pathname = useCurrentPath()
  const [isOpen, setIsOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false)
    }
    // On the document, as some browsers leave focus on the page rather than on a clicked button.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setIsOpen(false)
      toggle.current?.focus()
    }
    // A page restored from the back-forward cache comes back as it was left: with the menu open.
    const closeOnReturn = () => setIsOpen(false)
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    window.addEventListener('pagehide', closeOnReturn)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
      window.removeEventListener('pagehide', closeOnReturn)
    }
  }, [isOpen])
  useBreakpointChange(() => setIsOpen(false))

  const linkElements = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    if (!isOpen) flushSync(() => setIsOpen(true))
    const items = linkElements()
    const current = items.indexOf(document.activeElement as HTMLAnchorElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length
    items[next]?.focus()
  }

  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setIsOpen(false)
  }

  const hasCurrentPage = links.some((link) => samePage(link.link, pathname))
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- keyboard and focus events bubble up from the button and the links
    <div className="nav-dropdown" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className={`nav-dropdown__toggle${hasCurrentPage ? ' nav-dropdown__toggle--current' : ''}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        {label}
        <Icon name="chevron" className="nav-dropdown__chevron" />
      </button>
      <ul id={panelId} className="nav-dropdown__panel" hidden={!isOpen}>
        {links.map((link) => (
          <li key={link.link}>
            <MenuLink to={link.link} className="nav-dropdown__link" onClick={() => setIsOpen(false)}>
              {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
