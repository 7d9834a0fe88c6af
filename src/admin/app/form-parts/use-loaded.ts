import { useCallback, useEffect, useState } from 'react'
import { problemMessage } from '../problem-message.ts'

interface Loaded<T> {
  /** What was loaded last; kept while a later load fails. */
  value: T | undefined
  /** Why the last load failed, or '' when it did not. */
  problem: string
}

/**
 * What a screen shows once it has asked the server, loaded when it opens (and again after `reload`),
 * or the sentence saying why it could not be. `load` must keep its identity between renders
 * (`useCallback`): a new one loads again.
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ value: undefined, problem: '' })

  const loadInto = useCallback(
    (isCurrent: () => boolean) =>
      void load().then(
        (value) => isCurrent() && setLoaded({ value, problem: '' }),
        (caught: unknown) => isCurrent() && setLoaded((last) => ({ ...last, problem: problemMessage(caught) })),
      ),
    [load],
  )

  useEffect(() => {
    let isCurrent = true
    loadInto(() => isCurrent)
    return () => {
      isCurrent = false
    }
  }, [loadInto])

  const reload = useCallback(() => loadInto(() => true), [loadInto])
  return { ...loaded, reload }
}
