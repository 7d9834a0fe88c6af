import { useCallback, useEffect, useState } from 'react'
import { parse } from 'yaml'
import type { SiteForEditor } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { applyEdit, type EditOp } from '../site-text/edit.ts'

const storageKey = 'admin-site-draft'

interface StoredDraft {
  baseVersion: string
  text: string
}

export interface Draft {
  site: SiteForEditor
  /** The draft's text: the form view and the YAML tab both edit it. */
  text: string
  /** The draft as data; undefined while the text cannot be read as YAML. */
  data: unknown
  hasChanges: boolean
}

const parsed = (text: string): unknown => {
  try {
    return parse(text, { maxAliasCount: 100 }) as unknown
  } catch {
    return undefined
  }
}

/**
 * The draft of site.yaml being edited. It survives a reload of the page (kept in this browser until
 * published or thrown away), and every change is an edit of its text that leaves the rest as it was.
 */
export function useDraft() {
  const [draft, setDraft] = useState<Draft>()
  const [loadError, setLoadError] = useState('')
  const [editError, setEditError] = useState('')

  const load = useCallback((keepStored: boolean) => {
    api<SiteForEditor>('site')
      .then((site) => {
        const stored = keepStored
          ? (JSON.parse(localStorage.getItem(storageKey) ?? 'null') as StoredDraft | null)
          : null
        const text = stored?.baseVersion === site.version ? stored.text : site.text
        if (!keepStored) localStorage.removeItem(storageKey)
        setDraft({ site, text, data: parsed(text), hasChanges: text !== site.text })
        setLoadError('')
      })
      .catch((error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)))
  }, [])

  useEffect(() => load(true), [load])

  const setText = useCallback((text: string) => {
    setDraft((current) => {
      if (!current) return current
      localStorage.setItem(
        storageKey,
        JSON.stringify({ baseVersion: current.site.version, text } satisfies StoredDraft),
      )
      return { ...current, text, data: parsed(text), hasChanges: text !== current.site.text }
    })
  }, [])

  const edit = useCallback(
    (op: EditOp) => {
      if (!draft) return
      try {
        setText(applyEdit(draft.text, op))
        setEditError('')
      } catch (error) {
        setEditError(error instanceof Error ? error.message : String(error))
      }
    },
    [draft, setText],
  )

  /** After a publish: the published text is the new starting point. */
  const published = useCallback((version: string) => {
    localStorage.removeItem(storageKey)
    setDraft(
      (current) => current && { ...current, site: { ...current.site, version, text: current.text }, hasChanges: false },
    )
  }, [])

  const addPublicFile = useCallback((file: string) => {
    setDraft(
      (current) =>
        current && { ...current, site: { ...current.site, publicFiles: [...current.site.publicFiles, file].sort() } },
    )
  }, [])

  return {
    draft,
    loadError,
    editError,
    edit,
    setText,
    published,
    addPublicFile,
    /** Throws the draft away and loads site.yaml as it is on the server now. */
    reload: () => load(false),
  }
}
