import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { EditorContext, type EditorContextValue } from '../admin/website/form/editor-context.ts'

/**
 * The website editor's context for a field's test: a draft the checker finds nothing wrong with, no
 * item held open, no uploads. `changes` replaces any part of it.
 */
export const testEditorContext = (changes: Partial<EditorContextValue> & { data: unknown }): EditorContextValue => ({
  edit: () => {},
  problemsAt: () => ({ errors: [], warnings: [] }),
  isForcedOpen: () => false,
  releaseForcedOpen: () => {},
  onEditing: () => {},
  publicFiles: [],
  upload: () => Promise.reject(new Error('no uploads here')),
  ...changes,
})

/** Draws `field` inside the editor's context, as the website editor's form does. */
export const renderInEditor = (
  field: ReactElement,
  changes: Partial<EditorContextValue> & { data: unknown },
): RenderResult => render(<EditorContext.Provider value={testEditorContext(changes)}>{field}</EditorContext.Provider>)
