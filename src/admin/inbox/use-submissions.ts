import { useCallback, useEffect, useState } from 'react'
import type { InboxPage, InboxRoom, Submission } from '../../model/admin-api.ts'
import type { HandledRemoved, RequestRemoved } from '../../model/contracts/inbox.ts'
import { api } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'

interface SubmissionsState {
  /** The form these submissions are of ('' for all). */
  form: string
  items: Submission[]
  hasMore: boolean
  /** How full the inbox is, once the first page has said. */
  room?: InboxRoom
  isLoading: boolean
  /** Why the first page could not be loaded; empty when it was. */
  problem: string
}

const loading = (form: string): SubmissionsState => ({ form, items: [], hasMore: false, isLoading: true, problem: '' })

const fetchPage = (form: string, before?: number) => {
  const query = new URLSearchParams()
  if (form) query.set('form', form)
  if (before !== undefined) query.set('before', String(before))
  const search = query.toString()
  return api<InboxPage>(search ? `submissions?${search}` : 'submissions')
}

/** The submissions of one form (all forms when `form` is empty), newest first, a page at a time. */
export function useSubmissions(form: string) {
  const [stored, setStored] = useState(() => loading(form))
  // Until the new form's first page arrives, the old form's submissions are not shown as its own.
  const state = stored.form === form ? stored : loading(form)

  useEffect(() => {
    let isCurrent = true
    fetchPage(form).then(
      (page) =>
        isCurrent &&
        setStored({ form, items: page.items, hasMore: page.hasMore, room: page.room, isLoading: false, problem: '' }),
      (error: unknown) =>
        isCurrent && setStored({ ...loading(form), isLoading: false, problem: problemMessage(error) }),
    )
    return () => {
      isCurrent = false
    }
  }, [form])

  const update = useCallback(
    (change: (current: SubmissionsState) => Partial<SubmissionsState>) =>
      setStored((current) => (current.form === form ? { ...current, ...change(current) } : current)),
    [form],
  )

  /** Appends the next page; resolves with how many submissions it added. */
  const loadOlder = async (): Promise<number> => {
    const last = state.items.at(-1)
    if (!last) return 0
    update(() => ({ isLoading: true }))
    try {
      const page = await fetchPage(form, last.createdAt)
      update((current) => ({ items: [...current.items, ...page.items], hasMore: page.hasMore }))
      return page.items.length
    } finally {
      update(() => ({ isLoading: false }))
    }
  }

  const setHandled = async (id: string, isHandled: boolean) => {
    const updated = await api<Submission>(`submissions/${encodeURIComponent(id)}/handled`, { handled: isHandled })
    setStored((current) => ({ ...current, items: current.items.map((item) => (item.id === id ? updated : item)) }))
  }

  /** Removes one request; the caller reports any problem. */
  const remove = async (id: string) => {
    const { room } = await api<RequestRemoved>(`submissions/${encodeURIComponent(id)}`, undefined, {
      method: 'DELETE',
    })
    setStored((current) => ({ ...current, room, items: current.items.filter((item) => item.id !== id) }))
  }

  /** Removes the handled requests received over `olderThanDays` days ago, then shows the first page again; resolves with how many. */
  const removeHandled = async (olderThanDays: number): Promise<number> => {
    const { removed, room } = await api<HandledRemoved>('submissions/remove-handled', {
      olderThanDays,
    })
    update(() => ({ room }))
    const page = await fetchPage(form)
    update(() => ({ items: page.items, hasMore: page.hasMore, room: page.room }))
    return removed
  }

  return { ...state, loadOlder, setHandled, remove, removeHandled }
}
