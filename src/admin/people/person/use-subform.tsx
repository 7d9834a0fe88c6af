import { useRef, useState, type ReactNode, type RefObject } from 'react'

/**
 * A small form in a person's row, behind a button: opening it moves the focus to `firstField`, closing
 * it gives the focus back to the button.
 */
export function useSubform(firstField: RefObject<HTMLInputElement | null>) {
  const [isOpen, setIsOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const open = () => {
    setIsOpen(true)
    requestAnimationFrame(() => firstField.current?.focus())
  }
  const close = () => {
    setIsOpen(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  /** The button that opens the form. */
  const openerButton = (label: ReactNode, onOpen?: () => void) => (
    <button
      ref={opener}
      type="button"
      className="admin-secondary admin-small"
      onClick={() => {
        onOpen?.()
        open()
      }}
    >
      {label}
    </button>
  )
  return { isOpen, close, openerButton }
}
