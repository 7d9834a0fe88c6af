// The dialogs a page carries in templates (Template.tsx) until a button opens one: a form's, the services menu.

/** A copy, for the page, of the first dialog a template of the page carries that `isWanted`; undefined if none. */
export function copyOfCarriedDialog(isWanted: (dialog: HTMLDialogElement) => boolean): HTMLDialogElement | undefined {
  for (const template of document.querySelectorAll('template')) {
    const dialog = template.content.firstElementChild
    if (dialog instanceof HTMLDialogElement && isWanted(dialog)) return document.importNode(dialog, true)
  }
  return undefined
}

/**
 * Shows `dialog` as a modal dialog at the end of the page: the native dialog moves focus in, keeps it there, closes
 * on Escape and makes the page behind it inert. Once it closes, focus goes back to `opener`. Closing it or leaving
 * the page takes it away (so a page restored from the back-forward cache does not come back covered) and calls
 * `onGone`. Returns what takes it away at once, without moving focus.
 */
export function showModalCopy(dialog: HTMLDialogElement, opener: HTMLElement | null, onGone: () => void): () => void {
  let isShown = true
  const takeAway = () => {
    if (!isShown) return
    isShown = false
    window.removeEventListener('pagehide', takeAway)
    onGone()
    dialog.remove()
  }
  dialog.addEventListener('close', () => {
    if (!isShown) return
    opener?.focus()
    takeAway()
  })
  window.addEventListener('pagehide', takeAway)
  document.body.append(dialog)
  dialog.showModal()
  return takeAway
}
