import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * A panel opened from a history entry; its heading takes the focus. `hasClose` ends it with a Close
 * button, for when nothing in it offers to cancel.
 */
export function HistoryPanel({
  heading,
  hasClose,
  onClose,
  children,
}: {
  heading: ReactNode
  hasClose: boolean
  onClose: () => void
  children: ReactNode
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className="history-confirm" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      {children}
      {hasClose && (
        <div className="history-actions">
          <button type="button" className="admin-secondary" onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </section>
  )
}
