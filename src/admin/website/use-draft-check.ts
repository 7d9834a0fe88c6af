import { useEffect, useState } from 'react'
import type { DraftCheck } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'

/** How long typing may pause before the draft is checked. */
const pauseMs = 200

/** The checker's verdict on the draft, asked for whenever typing pauses; `checkedText` says which text it is about. */
export function useDraftCheck(text: string | undefined) {
  const [check, setCheck] = useState<DraftCheck & { checkedText: string; roundTripMs: number }>()
  useEffect(() => {
    if (text === undefined) return undefined
    let isCurrent = true
    const timer = setTimeout(() => {
      const started = performance.now()
      api<DraftCheck>('check', { text })
        .then((result) => {
          if (isCurrent)
            setCheck({ ...result, checkedText: text, roundTripMs: Math.round(performance.now() - started) })
        })
        .catch((error: unknown) => console.error('The draft could not be checked:', error))
    }, pauseMs)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [text])
  return check
}
