import { useState } from 'react'
import { problemMessage } from '../problem-message.ts'

interface SendOptions {
  /** Checks what was typed before anything is sent; false stops the send (it shows its own problems). */
  isReady?: () => boolean
  /** Shows a refusal where it belongs, at a field, and says true; otherwise the problem says it. */
  placeRefusal?: (caught: unknown) => boolean
}

/**
 * One call to the server at a time, and the sentence that says why the last one failed: a second
 * press while one is on its way does nothing (buttons stay focusable with aria-disabled).
 */
export function useSending() {
  const [isSending, setIsSending] = useState(false)
  const [problem, setProblem] = useState('')

  const send = async (work: () => Promise<void>, { isReady, placeRefusal }: SendOptions = {}): Promise<void> => {
    if (isSending) return
    setProblem('')
    if (isReady && !isReady()) return
    setIsSending(true)
    try {
      await work()
    } catch (caught) {
      if (!placeRefusal?.(caught)) setProblem(problemMessage(caught))
    } finally {
      setIsSending(false)
    }
  }

  return { isSending, problem, setProblem, send }
}
