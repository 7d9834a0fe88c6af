import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router-dom'
import type { LinkItem } from '../model/site.ts'
import { Icon } from './icons.tsx'
import { MenuLink } from './MenuLink.tsx'
import { useBreakpointChange } from './use-breakpoint.ts'

/**
 * A disclosure in the main menu: a button that shows or hides the links below it. Escape, a click
 * elsewhere, focus leaving it, any navigation and crossing the phone breakpoint close it.
 */
export function NavDropdown({ label, links }: { label: string; links: LinkItem[] }) {
  const panelId = useId()
  const { key, pathname } = useLocation()
  // Tied to the location it opened at, so a navigation closes it in the same render as the new page.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  if (openedAt !== null && openedAt !== key) setOpenedAt(null)
  const isOpen = openedAt === key
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenedAt(null)
    }
    // On the document, as some browsers leave focus on the page rather than on a clicked button.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenedAt(null)
      toggle.current?.focus()
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [isOpen])
  useBreakpointChange(() => setOpenedAt(null))

  const linkElements = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    if (!isOpen) flushSync(() => setOpenedAt(key))
    const items = linkElements()
    const current = items.indexOf(document.activeElement as HTMLAnchorElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length
    items[next]?.focus()
  }

  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpenedAt(null)
  }

  const hasCurrentPage = links.some((link) => link.link === pathname)
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- keyboard and focus events bubble up from the button and the links
    <div className="nav-dropdown" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className={`nav-dropdown__toggle${hasCurrentPage ? ' nav-dropdown__toggle--current' : ''}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenedAt(isOpen ? null : key)}
      >
        {label}
        <Icon name="chevron" className="nav-dropdown__chevron" />
      </button>
      <ul id={panelId} className="nav-dropdown__panel" hidden={!isOpen}>
        {links.map((link) => (
          <li key={link.link}>
            <MenuLink to={link.link} className="nav-dropdown__link" onClick={() => setOpenedAt(null)}>
              {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
