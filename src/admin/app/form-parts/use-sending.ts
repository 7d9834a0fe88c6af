import { useState } from 'react'
import { problemMessage } from '../problem-message.ts'

interface SendOptions {
  /**
   * Checks what was typed before anything is sent: true (or '') sends; a sentence stops the send and the problem
   * says it; false stops it where the fields already show what is wrong.
   */
  checkFirst?: () => boolean | string
  /** Shows a refusal where it belongs, at a field, and says true; otherwise the problem says it. */
  placeRefusal?: (caught: unknown) => boolean
  /** Says why it failed, when the usual words (`problemMessage`) are not the best ones here. */
  sayProblem?: (caught: unknown) => string
}

/**
 * One call to the server at a time, and the sentence that says why the last one failed: a second
 * press while one is on its way does nothing (buttons stay focusable with aria-disabled).
 */
export function useSending() {
  const [isSending, setIsSending] = useState(false)
  const [problem, setProblem] = useState('')

  const send = async (
    work: () => Promise<void>,
    { checkFirst, placeRefusal, sayProblem = problemMessage }: SendOptions = {},
  ): Promise<void> => {
    if (isSending) return
    const found = checkFirst?.() ?? true
    setProblem(typeof found === 'string' ? found : '')
    if (found !== true && found !== '') return
    setIsSending(true)
    try {
      await work()
    } catch (caught) {
      if (!placeRefusal?.(caught)) setProblem(sayProblem(caught))
    } finally {
      setIsSending(false)
    }
  }

  return { isSending, problem, setProblem, send }
}
