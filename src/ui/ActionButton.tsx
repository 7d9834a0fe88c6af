import type { Static } from '@sinclair/typebox'
import type { Button } from '../schema/fields.ts'
import { useSiteActions } from './site-actions.tsx'
import { SmartLink } from './SmartLink.tsx'

export type ButtonConfig = Static<ReturnType<typeof Button>>

/** A button from site.yaml: a link, or a button that opens a form or a menu. */
export function ActionButton({ button, className }: { button: ButtonConfig; className?: string }) {
  const { openForm, openMenu } = useSiteActions()
  const { form, menu } = button
  if (form) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => openForm(form, event.currentTarget, button.prefill)}
      >
        {button.label}
      </button>
    )
  }
  if (menu) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => openMenu(menu, event.currentTarget)}
      >
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
