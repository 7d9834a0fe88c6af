import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { parse } from 'yaml'
import type { DraftCheck, DraftState, SiteForEditor } from '../../model/admin-api.ts'
import type { ConflictChoice, DraftRebase } from '../../model/contracts/draft-requests.ts'
import { anotherWindowSentence } from '../../model/draft-words.ts'
import { applyEdit, textSplice, type EditOp } from '../../site-text/edit.ts'
import { api, ApiError } from '../app/api.ts'
import type { Outcome } from '../outcome/outcome.tsx'
import { problemMessage } from '../app/problem-message.ts'
import { editQueue, type EditQueue } from './edit-queue.ts'
import { uploadPicture } from './pictures/picture-api.ts'
import { editErrorWords } from './problems/edit-error-words.ts'
import { leftChangesWords } from './left-changes-words.ts'
import type { WordsSchema } from '../../model/words/place-steps.ts'

/** How many changes can be taken back. */
const undoLimit = 200

/** The draft this tab works on: a reload, or coming back from another screen, carries on without asking. */
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

/** The person's draft as the server keeps it for them, whichever tab or device made it; a new one when they have none. */
const openDraft = () => api<DraftState>('drafts', {})

const draftAddress = (id: string) => `drafts/${encodeURIComponent(id)}`

/** Said after `anotherWindowSentence` when this window's last change could not be made again on the newest copy. */
const notKeptSentence = 'Your last change in this window could not be kept: make it again.'

/** What is said when another window moved the draft on: a problem only when this window's change was lost. */
const movedElsewhere = (isKept: boolean): Outcome =>
  isKept
    ? { tone: 'done', text: anotherWindowSentence }
    : { tone: 'problem', text: `${anotherWindowSentence} ${notKeptSentence}` }

/** Changes in the person's draft that this tab was not working on (left in a window since closed, or on another device). */
const isLeftOver = (state: DraftState) => state.text !== state.baseText && sessionStorage.getItem(draftKey) !== state.id

export interface DraftOptions {
  /**
   * Called as the draft moves on (a change, an undo or redo, a discard, a settled conflict, a change
   * from another window), before it is shown: what was said about the draft before no longer holds.
   */
  onChange?(): void
  /**
   * Told what this window says after another window moved the draft on: the newest copy is shown here,
   * and whether this window's own last change was kept. It holds until the person's next change.
   */
  onMovedElsewhere?(outcome: Outcome): void
}

/**
 * The draft of site.yaml being edited. It is the person's, kept on the server: any tab or device of
 * theirs finds it again, and on opening the editor asks before carrying on with changes left in it
 * (`offered`). Every change is an edit of its text made here at once for the form and sent to the
 * server, which answers with the check. Two windows of one person edit the same draft: when the
 * other one has moved it on, this one shows the newest copy, makes its own refused changes again on
 * it where it can, and says so.
 */
export function useDraft(options: DraftOptions = {}) {
  const onChange = useRef(options.onChange)
  const onMovedElsewhere = useRef(options.onMovedElsewhere)
  useLayoutEffect(() => {
    onChange.current = options.onChange
    onMovedElsewhere.current = options.onMovedElsewhere
  })
  const [draft, setDraft] = useState<Draft>()
  /** Changes left in the person's draft, offered before the editor carries on with them. */
  const [offered, setOffered] = useState<DraftState>()
  /** What the changes offered are, in one sentence. */
  const [offeredChanges, setOfferedChanges] = useState<string>()
  /** The draft being edited here; empty while none is (or while one is offered). */
  const draftId = useRef('')
  const [check, setCheck] = useState<CheckedDraft>()
  const [loadError, setLoadError] = useState('')
  const [editError, setEditError] = useState('')
  const [isOffline, setIsOffline] = useState(false)
  /** How many times the server refused edits; each time the editor carries on from the server's copy. */
  const [refusals, setRefusals] = useState(0)
  /** The edits of this window the server last refused because another window had moved the draft on. */
  const refusedEdits = useRef<EditOp[]>([])
  const queue = useRef<EditQueue>(undefined)
  const text = useRef('')
  const site = useRef<SiteForEditor>(undefined)
  const savedRevision = useRef(0)
  const undoable = useRef<string[]>([])
  const redoable = useRef<string[]>([])
  /**
   * The draft was opened with changes, whose single edits the server does not keep: the first step of
   * `undoable` (or the last of `redoable`) takes them all back to the published text at once.
   */
  const isOpenedWithChanges = useRef(false)
  /** Typing into one field is taken back as one change. */
  const lastTyping = useRef<{ path?: string; at: number }>({ at: 0 })
  const [history, setHistory] = useState({ canUndo: false, canRedo: false, isUndoAll: false })
  const noteHistory = useCallback(
    () =>
      setHistory({
        canUndo: undoable.current.length > 0,
        canRedo: redoable.current.length > 0,
        isUndoAll: isOpenedWithChanges.current && undoable.current.length === 1,
      }),
    [],
  )
  /** Before a new change is kept for undo: what it drops from the history (the changes redo would put back, the oldest step). */
  const noteNewStep = useCallback(() => {
    if (undoable.current.length === 0 || undoable.current.length >= undoLimit) isOpenedWithChanges.current = false
  }, [])

  /** Starts editing `state`; `isOpening` when the person opens it, to carry on with its changes (undone in one step). */
  const start = useCallback((state: DraftState, isOpening = false) => {
    sessionStorage.setItem(draftKey, state.id)
    draftId.current = state.id
    setOffered(undefined)
    queue.current?.stop()
    text.current = state.text
    savedRevision.current = state.revision
    isOpenedWithChanges.current = isOpening && state.text !== state.baseText
    undoable.current = isOpenedWithChanges.current ? [state.baseText] : []
    redoable.current = []
    // A change typed after the draft starts again is a change of its own, however soon it comes.
    lastTyping.current = { at: 0 }
    const canUndo = isOpenedWithChanges.current
    setHistory({ canUndo, canRedo: false, isUndoAll: canUndo })
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
      onRefused(error, unsent) {
        // Moved on by another window: said in the bar once the newest copy is shown (see the effect below).
        refusedEdits.current = error.status === 409 ? unsent : []
        if (error.status !== 409) setEditError(editErrorWords(error))
        setRefusals((count) => count + 1)
      },
      onOffline: setIsOffline,
    })
    queue.current.check(state.text)
  }, [])

  /** Carries on with the person's draft, or first offers the changes left in it. */
  const open = useCallback(
    (state: DraftState) => {
      if (!isLeftOver(state)) return start(state, true)
      queue.current?.stop()
      draftId.current = ''
      const [before, after] = [parsedText(state.baseText), parsedText(state.text)]
      setOfferedChanges(leftChangesWords(before, after, site.current?.schema as WordsSchema | undefined))
      setOffered(state)
    },
    [start],
  )

  /**
   * The draft as the server has it now (true); the person's draft afresh when this one has gone
   * (false).
   */
  const reload = useCallback(async () => {
    try {
      start(await api<DraftState>(draftAddress(draftId.current)))
      return true
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error
      open(await openDraft())
      return false
    }
  }, [start, open])

  useEffect(() => {
    Promise.all([api<SiteForEditor>('site'), openDraft()])
      .then(([loaded, state]) => {
        site.current = loaded
        open(state)
        setLoadError('')
      })
      .catch((error: unknown) => setLoadError(problemMessage(error)))
    return () => queue.current?.stop()
  }, [open])

  // Back in this tab: when another window moved the draft on meanwhile, the newest copy is shown at once,
  // before a change made here on the older one is refused.
  useEffect(() => {
    const catchUp = async () => {
      if (document.visibilityState !== 'visible' || !draftId.current || queue.current?.hasUnsaved()) return
      try {
        const state = await api<DraftState>(draftAddress(draftId.current))
        if (state.id !== draftId.current || state.revision <= savedRevision.current || queue.current?.hasUnsaved())
          return
        onChange.current?.()
        start(state)
        onMovedElsewhere.current?.(movedElsewhere(true))
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) return
        setEditError(error.message)
        open(await openDraft())
      }
    }
    const onVisible = () => void catchUp().catch((error: unknown) => setLoadError(problemMessage(error)))
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [start, open])

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
    if (next !== text.current) onChange.current?.()
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
        setEditError(editErrorWords(error))
        return
      }
      if (text.current === before) return
      const typing = op.op === 'set' ? JSON.stringify(op.path) : undefined
      const now = Date.now()
      const isSameTyping =
        typing !== undefined && typing === lastTyping.current.path && now - lastTyping.current.at < 1500
      lastTyping.current = { path: typing, at: now }
      if (!isSameTyping) {
        noteNewStep()
        undoable.current = [...undoable.current.slice(-(undoLimit - 1)), before]
      }
      redoable.current = []
      noteHistory()
    },
    [apply, noteHistory, noteNewStep],
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
        setEditError(editErrorWords(error))
        return false
      }
      const next = made.at(-1)?.text ?? before
      if (next !== before) onChange.current?.()
      text.current = next
      setDraft(
        (current) =>
          current && { ...current, text: next, data: parsedText(next), hasChanges: next !== current.baseText },
      )
      queue.current?.pushAll(made)
      setEditError('')
      noteNewStep()
      undoable.current = [...undoable.current.slice(-(undoLimit - 1)), before]
      redoable.current = []
      lastTyping.current = { at: 0 }
      noteHistory()
      return true
    },
    [noteHistory, noteNewStep],
  )

  // After a refusal the editor carries on from the server's copy. When another window had moved the draft
  // on, this window's refused changes are made again on the newest copy, where each can be: a change of a
  // field is, a change of the whole text is not (it was made on the text as it was).
  useEffect(() => {
    if (refusals === 0) return
    const refused = refusedEdits.current
    refusedEdits.current = []
    reload()
      .then((isSameDraft) => {
        if (!isSameDraft || refused.length === 0) return
        const isKept = !refused.some((op) => op.op === 'splice') && editAll(refused)
        onMovedElsewhere.current?.(movedElsewhere(isKept))
      })
      .catch((error: unknown) => setLoadError(problemMessage(error)))
  }, [refusals, reload, editAll])

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
  const published = useCallback(async () => {
    if (!draftId.current) return
    try {
      start(await api<DraftState>(draftAddress(draftId.current)))
    } catch (error) {
      setLoadError(problemMessage(error))
    }
  }, [start])

  /** Throws the draft `id` away; the editor then starts again from the published text. */
  const throwAway = useCallback(
    async (id: string) => {
      onChange.current?.()
      queue.current?.stop()
      if (id) await api(draftAddress(id), undefined, { method: 'DELETE' })
      sessionStorage.removeItem(draftKey)
      setEditError('')
      open(await openDraft())
    },
    [open],
  )

  /** Throws the draft being edited away. */
  const discard = useCallback(() => throwAway(draftId.current), [throwAway])

  /** The answers to the changes offered on opening: carry on with them, or throw them away. */
  const carryOn = useCallback(() => offered && start(offered, true), [offered, start])
  const throwAwayOffered = useCallback(() => throwAway(offered?.id ?? ''), [offered, throwAway])

  /** Settles the conflicts of a refused publish as chosen: the draft then starts from the published text. */
  const choose = useCallback(
    async (keep: ConflictChoice[]) => {
      if (!draftId.current) return
      onChange.current?.()
      const rebase: DraftRebase = { revision: savedRevision.current, keep }
      start(await api<DraftState>(`${draftAddress(draftId.current)}/rebase`, rebase))
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

  /** Sends a picture to the library and lists it among the draft's files, for a picture field to use at once. */
  const upload = useCallback(
    async (file: File) => {
      const picture = await uploadPicture(file)
      addPublicFile(picture.src)
      return picture
    },
    [addPublicFile],
  )

  const baseText = draft?.baseText
  const publishedData = useMemo(() => (baseText === undefined ? undefined : parsedText(baseText)), [baseText])

  return {
    draft,
    /** The published site as data, beside the draft's, for fields that show what a change replaces. */
    publishedData,
    /** When the changes offered on opening were last made; undefined when none are offered. */
    offeredAt: offered?.changedAt,
    /** What the changes offered on opening are, in one sentence; undefined when visitors would see none. */
    offeredChanges: offered && offeredChanges,
    carryOn,
    throwAwayOffered,
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
    upload,
    undo,
    redo,
    ...history,
  }
}
