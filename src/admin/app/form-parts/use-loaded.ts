import { useCallback, useEffect, useMemo, useState } from 'react'
import { api } from '../api.ts'
import { problemMessage } from '../problem-message.ts'

interface Answer<T> {
  /** The load this answers. */
  load: (() => Promise<T>) | undefined
  value: T | undefined
  /** Why the last load failed, or '' when it did not. */
  problem: string
}

interface LoadedOptions {
  /**
   * Whether what an earlier `load` gave stays in view while a new one is asked (a preview that must not
   * flicker); otherwise it goes at once (a plan for one choice must never show beside another).
   */
  keepsLastValue?: boolean
}

/**
 * What a screen shows once it has asked the server, loaded when it opens (and again after `reload`),
 * or the sentence saying why it could not be; nothing while `load` is undefined. `load` must keep its
 * identity between renders (`useCallback`): a new one loads again. A reload that fails keeps what was loaded.
 */
export function useLoaded<T>(load: (() => Promise<T>) | undefined, { keepsLastValue = true }: LoadedOptions = {}) {
  const [answer, setAnswer] = useState<Answer<T>>({ load: undefined, value: undefined, problem: '' })

  const loadInto = useCallback(
    (isCurrent: () => boolean) => {
      if (!load) return
      void load().then(
        (value) => isCurrent() && setAnswer({ load, value, problem: '' }),
        (caught: unknown) =>
          isCurrent() &&
          setAnswer((last) => ({
            load,
            value: last.load === load || keepsLastValue ? last.value : undefined,
            problem: problemMessage(caught),
          })),
      )
    },
    [load, keepsLastValue],
  )

  useEffect(() => {
    let isCurrent = true
    loadInto(() => isCurrent)
    return () => {
      isCurrent = false
    }
  }, [loadInto])

  const reload = useCallback(() => loadInto(() => true), [loadInto])
  /** Whether the current `load` has answered, with a value or a problem. */
  const hasAnswered = load !== undefined && answer.load === load
  return {
    value: hasAnswered || keepsLastValue ? answer.value : undefined,
    problem: hasAnswered ? answer.problem : '',
    hasAnswered,
    reload,
  }
}

/** What the admin API answers at `path` (none while it is undefined); dropped at once when the path changes. */
export function useApiAnswer<T>(path: string | undefined) {
  const load = useMemo(() => (path === undefined ? undefined : () => api<T>(path)), [path])
  return useLoaded(load, { keepsLastValue: false })
}
