import { createContext, useContext } from 'react'
import type { DraftProblem, UploadedPicture } from '../../../model/admin-api.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import type { SiteLanguage } from '../../../languages/site-languages.ts'
import type { Path } from './json-schema.ts'

/** What every field of the editor's form needs: the draft, the way to change it, and what the checker said. */
export interface EditorContextValue {
  /** The draft as data, parsed from its text. */
  data: unknown
  /** The website as published, as data: what the draft started from. */
  published?: unknown
  edit(op: EditOp): void
  /** Makes several edits as one change, or none: false when one cannot be made. */
  editAll?(ops: EditOp[]): boolean
  /** Where the value at `path` is, in the form's words ("Services: 3rd service (Repairs)"), in `data` (the draft's unless given). */
  describe?(path: Path, data?: unknown): string
  /** The checker's errors and warnings written at exactly this path. */
  problemsAt(path: Path): { errors: DraftProblem[]; warnings: DraftProblem[] }
  /** Whether a collapsible item must stay open, because the field to focus is inside it. */
  isForcedOpen(path: Path): boolean
  /** The person closed an item that was opened for them: stop keeping it open. */
  releaseForcedOpen(): void
  /** Tells the editor which part is being edited, so the preview can show its page. */
  onEditing(path: Path): void
  publicFiles: readonly string[]
  upload(file: File): Promise<UploadedPicture>
  /** The language whose pages and texts are edited, on a site with more than one. */
  language?: SiteLanguage
  /** The main language's words for the place a translated text at `path` takes, and that language's name. */
  counterpartAt?(path: Path): { languageName: string; words: string } | undefined
  /** Publishing was tried (or the problems asked for): problems that wait until then, such as an empty picture box, show. */
  hasTriedToPublish?: boolean
}

export const EditorContext = createContext<EditorContextValue | null>(null)

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext)
  if (!value) throw new Error('useEditor needs the EditorContext of the website editor')
  return value
}

/** The value at `path` in the draft's data. */
export function valueAt(data: unknown, path: Path): unknown {
  let current = data
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string | number, unknown>)[part]
  }
  return current
}
