import { useCallback, useEffect, useRef, useState } from 'react'
import { parse } from 'yaml'
import type { DraftCheck, DraftConflict, DraftState, SiteForEditor } from '../../model/admin-api.ts'
import { applyEdit, textSplice, type EditOp } from '../../site-text/edit.ts'
import { api, ApiError } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'
import { editQueue, type EditQueue } from './edit-queue.ts'
import { editErrorWords } from './edit-error-words.ts'

/** How many changes can be taken back. */
const undoLimit = 200

/** This tab's draft, so that a reload carries on with it. */
const draftKey = 'admin-draft-id'

export interface Draft {
  /** The schema and the files the pickers offer; `site.version` is the version the draft started from. */
  site: SiteForEditor
  id: string
  /** The draft's text here, with the edits still on their way to the server: the form and the text view edit it. */
  text: string
  /** The text it started from. */
  baseText: string
  /** The draft as data; undefined while the text cannot be read as YAML. */
  data: unknown
  hasChanges: boolean
  /** The revision the server last stored: the preview shows that. */
  savedRevision: number
}

/** The checker's verdict, about `checkedText`, and how long the change took to come back checked. */
export type CheckedDraft = DraftCheck & { checkedText: string; roundTripMs: number }

/** The text read as data, or undefined while it cannot be read. */
export const parsedText = (text: string): unknown => {
  try {
    return parse(text, { maxAliasCount: 100, uniqueKeys: false }) as unknown
  } catch {
    return undefined
  }
}

async function resumeOrStart(): Promise<DraftState> {
  const id = sessionStorage.getItem(draftKey)
  if (id) {
    try {
      return await api<DraftState>(`drafts/${encodeURIComponent(id)}`)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error
    }
  }
  return api<DraftState>('drafts', {})
}

/**
 * The draft of site.yaml being edited. It is kept on the server (a reload of this tab carries on
 * with it); every change is an edit of its text made here at once for the form and sent to the
 * server, which answers with the check.
 */
export function useDraft() {
  const [draft, setDraft] = useState<Draft>()
  const [check, setCheck] = useState<CheckedDraft>()
  const [loadError, setLoadError] = useState('')
  const [editError, setEditError] = useState('')
  const [isOffline, setIsOffline] = useState(false)
  /** How many times the server refused edits; each time the editor carries on from the server's copy. */
  const [refusals, setRefusals] = useState(0)
  const queue = useRef<EditQueue>(undefined)
  const text = useRef('')
  const site = useRef<SiteForEditor>(undefined)
  const savedRevision = useRef(0)
  const undoable = useRef<string[]>([])
  const redoable = useRef<string[]>([])
  /** Typing into one field is taken back as one change. */
  const lastTyping = useRef<{ path?: string; at: number }>({ at: 0 })
  const [history, setHistory] = useState({ canUndo: false, canRedo: false })
  const noteHistory = useCallback(
    () => setHistory({ canUndo: undoable.current.length > 0, canRedo: redoable.current.length > 0 }),
    [],
  )

  const start = useCallback((state: DraftState) => {
    sessionStorage.setItem(draftKey, state.id)
    queue.current?.stop()
    text.current = state.text
    savedRevision.current = state.revision
    undoable.current = []
    redoable.current = []
    setHistory({ canUndo: false, canRedo: false })
    setDraft({
      site: { ...site.current!, version: state.version, text: state.baseText },
      id: state.id,
      text: state.text,
      baseText: state.baseText,
      data: parsedText(state.text),
      hasChanges: state.text !== state.baseText,
      savedRevision: state.revision,
    })
    queue.current = editQueue({
      draftId: state.id,
      revision: state.revision,
      onAnswer(answer, checkedText, roundTripMs) {
        savedRevision.current = answer.revision
        setDraft((current) => current && { ...current, savedRevision: answer.revision })
        if (answer.check) setCheck({ ...answer.check, checkedText, roundTripMs })
        else if (answer.checkRefused) setEditError(answer.checkRefused)
      },
      onRefused(error) {
        setEditError(editErrorWords(error.message))
        setRefusals((count) => count + 1)
      },
      onOffline: setIsOffline,
    })
    queue.current.check(state.text)
  }, [])

  useEffect(() => {
    Promise.all([api<SiteForEditor>('site'), resumeOrStart()])
      .then(([loaded, state]) => {
        site.current = loaded
        start(state)
        setLoadError('')
      })
      .catch((error: unknown) => setLoadError(problemMessage(error)))
    return () => queue.current?.stop()
  }, [start])

  useEffect(() => {
    if (refusals === 0) return
    resumeOrStart()
      .then(start)
      .catch((error: unknown) => setLoadError(problemMessage(error)))
  }, [refusals, start])

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (queue.current?.hasUnsaved()) event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])

  /** Makes `op` on the draft here and sends it; throws an EditError when it cannot be made. */
  const apply = useCallback((op: EditOp) => {
    const next = applyEdit(text.current, op)
    text.current = next
    setDraft(
      (current) => current && { ...current, text: next, data: parsedText(next), hasChanges: next !== current.baseText },
    )
    queue.current?.push(op, next)
  }, [])

  const edit = useCallback(
    (op: EditOp) => {
      const before = text.current
      try {
        apply(op)
        setEditError('')
      } catch (error) {
        setEditError(editErrorWords(error instanceof Error ? error.message : String(error)))
        return
      }
      if (text.current === before) return
      const typing = op.op === 'set' ? JSON.stringify(op.path) : undefined
      const now = Date.now()
      const isSameTyping =
        typing !== undefined && typing === lastTyping.current.path && now - lastTyping.current.at < 1500
      lastTyping.current = { path: typing, at: now }
      if (!isSameTyping) undoable.current = [...undoable.current.slice(-(undoLimit - 1)), before]
      redoable.current = []
      noteHistory()
    },
    [apply, noteHistory],
  )

  /**
   * Makes several edits as one change (one request, one undo), or none of them: returns false, with
   * the reason shown, when one cannot be made.
   */
  const editAll = useCallback(
    (ops: EditOp[]): boolean => {
      const before = text.current
      const made: { op: EditOp; text: string }[] = []
      try {
        let current = before
        for (const op of ops) {
          current = applyEdit(current, op)
          made.push({ op, text: current })
        }
      } catch (error) {
        setEditError(editErrorWords(error instanceof Error ? error.message : String(error)))
        return false
      }
      const next = made.at(-1)?.text ?? before
      text.current = next
      setDraft(
        (current) =>
          current && { ...current, text: next, data: parsedText(next), hasChanges: next !== current.baseText },
      )
      queue.current?.pushAll(made)
      setEditError('')
      undoable.current = [...undoable.current.slice(-(undoLimit - 1)), before]
      redoable.current = []
      lastTyping.current = { at: 0 }
      noteHistory()
      return true
    },
    [noteHistory],
  )

  /** Takes back the last change (or puts back the last one taken back), sent to the server as an edit like any other. */
  const step = useCallback(
    (from: typeof undoable, to: typeof undoable) => {
      const target = from.current.at(-1)
      if (target === undefined) return
      from.current = from.current.slice(0, -1)
      to.current = [...to.current, text.current]
      lastTyping.current = { at: 0 }
      apply(textSplice(text.current, target))
      setEditError('')
      noteHistory()
    },
    [apply, noteHistory],
  )
  const undo = useCallback(() => step(undoable, redoable), [step])
  const redo = useCallback(() => step(redoable, undoable), [step])

  /** The text view's change: one splice from the text before. */
  const setText = useCallback(
    (next: string) => {
      if (next !== text.current) edit(textSplice(text.current, next))
    },
    [edit],
  )

  /** After a publish the server starts the draft again from the published text. */
  const published = useCallback(() => {
    const id = sessionStorage.getItem(draftKey)
    if (!id) return
    api<DraftState>(`drafts/${encodeURIComponent(id)}`)
      .then(start)
      .catch((error: unknown) => setLoadError(problemMessage(error)))
  }, [start])

  /** Throws the draft away and starts a new one from the published text. */
  const discard = useCallback(async () => {
    const id = sessionStorage.getItem(draftKey)
    queue.current?.stop()
    if (id) await api(`drafts/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' })
    sessionStorage.removeItem(draftKey)
    setEditError('')
    start(await api<DraftState>('drafts', {}))
  }, [start])

  /** Settles the conflicts of a refused publish as chosen: the draft then starts from the published text. */
  const choose = useCallback(
    async (keep: { path: DraftConflict['path']; keep: 'mine' | 'theirs' }[]) => {
      const id = sessionStorage.getItem(draftKey)
      if (!id) return
      start(await api<DraftState>(`drafts/${encodeURIComponent(id)}/rebase`, { revision: savedRevision.current, keep }))
    },
    [start],
  )

  const addPublicFile = useCallback((file: string) => {
    if (site.current) site.current = { ...site.current, publicFiles: [...site.current.publicFiles, file].sort() }
    setDraft(
      (current) =>
        current && { ...current, site: { ...current.site, publicFiles: [...current.site.publicFiles, file].sort() } },
    )
  }, [])

  return {
    draft,
    check,
    loadError,
    editError,
    isOffline,
    edit,
    editAll,
    setText,
    published,
    discard,
    choose,
    addPublicFile,
    undo,
    redo,
    ...history,
  }
}
