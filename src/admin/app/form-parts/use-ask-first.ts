import { useEffect, useRef, useState } from 'react'

/**
 * Whether the question asked before something that cannot be undone is open. The focus moves onto the
 * question when it opens and back to the button that opened it when it closes, so that a keyboard or a
 * screen reader keeps its place.
 */
export function useAskFirst() {
  const [isAsking, setIsAsking] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const question = useRef<HTMLParagraphElement>(null)
  const wasAsking = useRef(false)

  useEffect(() => {
    if (isAsking) question.current?.focus()
    else if (wasAsking.current) opener.current?.focus()
    wasAsking.current = isAsking
  }, [isAsking])

  return { isAsking, setIsAsking, opener, question }
}
