import { ActionButton } from '../../ui/buttons/ActionButton.tsx'
import type { CallToActionProps } from './schema.ts'
import './call-to-action.css'
import { defineView } from '../define-view.ts'

/** A short invitation and one prominent button. */
export function CallToAction({ heading, text, button }: CallToActionProps) {
  return (
    <section className="call-to-action">
      {heading && <h2>{heading}</h2>}
      {text && <p>{text}</p>}
      <ActionButton button={button} className="button button--primary" />
    </section>
  )
}

export const view = defineView({ component: CallToAction })
