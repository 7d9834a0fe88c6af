import { useState, type ReactNode } from 'react'
import { useEditor } from './editor-context.ts'
import type { Path } from './json-schema.ts'

/** An item of a list, closed until opened, and opened by itself when a field inside it is to get focus. */
export function Collapsible({ path, summary, children }: { path: Path; summary: ReactNode; children: ReactNode }) {
  const { isForcedOpen, releaseForcedOpen } = useEditor()
  const [isOpen, setIsOpen] = useState(false)
  const isForced = isForcedOpen(path)
  // Opened for a field to focus, it stays open once that is done.
  if (isForced && !isOpen) setIsOpen(true)
  return (
    <details
      open={isOpen}
      onToggle={(event) => {
        const { open } = event.currentTarget
        if (!open && isForced) releaseForcedOpen()
        setIsOpen(open)
      }}
      className="item"
    >
      <summary>{summary}</summary>
      {isOpen && <div className="item__body">{children}</div>}
    </details>
  )
}
