import { ActionButton } from './ActionButton.tsx'
import type { ButtonConfig } from '../site-actions.ts'

/** Buttons side by side, the first one primary; nothing when there are none. */
export function ButtonRow({ buttons = [], className }: { buttons?: ButtonConfig[]; className: string }) {
  if (buttons.length === 0) return null
  return (
    <div className={className}>
      {buttons.map((button, index) => (
        <ActionButton
          key={`${index}-${button.label}`}
          button={button}
          className={index === 0 ? 'button button--primary' : 'button'}
        />
      ))}
    </div>
  )
}
