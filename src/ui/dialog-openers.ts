import { createContext } from 'react'
import type { ButtonConfig } from './site-actions.ts'

/** What a button opens: a form by its id, or a menu. */
export type DialogOpener = Pick<ButtonConfig, 'form' | 'menu'>

/**
 * Told, while the prerender draws a page, what each button on it opens, so that the page can carry those dialogs
 * (the forms' and the services menu). Absent elsewhere (the editor's preview carries every dialog).
 */
export const DialogOpenersContext = createContext<((opener: DialogOpener) => void) | undefined>(undefined)
