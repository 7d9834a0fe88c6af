import { useEffect } from 'react'

/** The keys `useUndoKeys` answers, as aria-keyshortcuts writes them, for the buttons that do the same. */
export const undoShortcuts = { undo: 'Control+Z Meta+Z', redo: 'Control+Shift+Z Meta+Shift+Z Control+Y Meta+Y' }

/**
 * Ctrl+Z / Cmd+Z takes back the draft's last change and Shift+Ctrl+Z / Shift+Cmd+Z (or Ctrl+Y) puts it
 * back, in the form's boxes too; inside the whole-text view its own editor keeps the keys.
 */
export function useUndoKeys(undo: () => void, redo: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('.cm-editor')) return
      const key = event.key.toLowerCase()
      if (key === 'z' && !event.shiftKey) undo()
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [undo, redo])
}
