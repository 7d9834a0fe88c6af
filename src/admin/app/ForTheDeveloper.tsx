import { useState, type ReactNode } from 'react'

interface ForTheDeveloperProps {
  children: ReactNode
  /** Kept open while something inside must get focus (a problem at one of its fields). */
  isForcedOpen?: boolean
  /** Told when it is opened, so what it holds can be loaded then. */
  onOpen?: () => void
}

/**
 * What only the website's developer changes or reads (a language code, a page's address, the whole
 * text, the exact lines of a version), closed under one plainly named disclosure, so the office never
 * has to read it. Its inside is drawn once it is opened. Marked `data-advanced`: the test that reads
 * every screen for programmer words leaves it closed.
 */
export function ForTheDeveloper({ children, isForcedOpen = false, onOpen }: ForTheDeveloperProps) {
  const [isOpen, setIsOpen] = useState(false)
  if (isForcedOpen && !isOpen) setIsOpen(true)
  return (
    <details
      className="for-developer"
      data-advanced=""
      open={isOpen}
      onToggle={(event) => {
        const { open } = event.currentTarget
        if (open && !isOpen) onOpen?.()
        setIsOpen(open)
      }}
    >
      <summary>Advanced (rarely needed)</summary>
      {isOpen && <div className="for-developer__body">{children}</div>}
    </details>
  )
}
