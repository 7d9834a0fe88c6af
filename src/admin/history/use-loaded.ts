import { useEffect, useState } from 'react'
import { api } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'

export type Loaded<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string }

/** Loads `path` from the admin API once per path (none while it is undefined); undefined while loading. */
export function useLoaded<T>(path: string | undefined): Loaded<T> | undefined {
  const [loaded, setLoaded] = useState<{ path: string; result: Loaded<T> }>()
  useEffect(() => {
    if (path === undefined) return
    let isCurrent = true
    api<T>(path).then(
      (value) => isCurrent && setLoaded({ path, result: { value } }),
      (error: unknown) => isCurrent && setLoaded({ path, result: { problem: problemMessage(error) } }),
    )
    return () => {
      isCurrent = false
    }
  }, [path])
  return loaded && loaded.path === path ? loaded.result : undefined
}
