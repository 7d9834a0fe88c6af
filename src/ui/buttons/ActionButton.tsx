import { useContext } from 'react'
import { DialogOpenersContext } from '../dialog-openers.ts'
import { actionAttributes, type ButtonConfig } from '../site-actions.ts'
import { SmartLink } from '../links/SmartLink.tsx'

/**
 * A button from site.yaml: a link, or a button that opens a form or a menu. What it opens is written
 * on the button itself, so a tap is answered even before the page's scripts have loaded.
 */
export function ActionButton({ button, className }: { button: ButtonConfig; className?: string }) {
  const noteOpener = useContext(DialogOpenersContext)
  if (button.form || button.menu) {
    noteOpener?.(button)
    return (
      <button type="button" className={className} aria-haspopup="dialog" {...actionAttributes(button)}>
        {button.label}
      </button>
    )
  }
  return (
    <SmartLink to={button.link ?? '/'} className={className}>
      {button.label}
    </SmartLink>
  )
}
