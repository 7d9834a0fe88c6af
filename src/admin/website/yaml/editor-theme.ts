import { EditorView } from '@codemirror/view'

/** The editor in the admin's colours: a clear focus ring, a monospace font, and scrolling inside itself. */
export const editorTheme = EditorView.theme({
  '&': {
    height: '60vh',
    minHeight: '15rem',
    maxWidth: '100%',
    border: '1px solid var(--admin-muted)',
    borderRadius: 'var(--admin-radius)',
    background: 'var(--admin-paper)',
    color: 'var(--admin-ink)',
    fontSize: '0.9rem',
  },
  '&.cm-focused': {
    outline: '3px solid var(--admin-focus)',
    outlineOffset: '2px',
  },
  '.cm-scroller': {
    overflow: 'auto',
    fontFamily: "ui-monospace, 'DejaVu Sans Mono', monospace",
    lineHeight: '1.4',
  },
  '.cm-gutters': {
    borderRight: '1px solid var(--admin-line)',
    borderRadius: 'var(--admin-radius) 0 0 var(--admin-radius)',
    background: 'var(--admin-wash)',
    color: 'var(--admin-muted)',
  },
  '.cm-tooltip': {
    maxWidth: 'min(36rem, 90vw)',
  },
})
