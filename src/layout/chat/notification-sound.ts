import { useCallback, useEffect, useRef } from 'react'

const interactions = ['pointerdown', 'keydown'] as const

/**
 * N5: plays a sound by URL (R3), only once the visitor has touched or typed on the page, since browsers
 * refuse sound before that. Listens for that first interaction only while `listening`. The <audio> is
 * created on first need, and a refused play() is caught.
 */
export function useNotificationSound(listening: boolean) {
  const interacted = useRef(false)
  const audio = useRef<HTMLAudioElement | undefined>(undefined)

  useEffect(() => {
    if (!listening || interacted.current) return
    const onInteraction = () => {
      interacted.current = true
      for (const type of interactions) document.removeEventListener(type, onInteraction, true)
    }
    for (const type of interactions) document.addEventListener(type, onInteraction, true)
    return () => {
      for (const type of interactions) document.removeEventListener(type, onInteraction, true)
    }
  }, [listening])

  return useCallback((src: string) => {
    if (!interacted.current) return
    if (!audio.current || audio.current.getAttribute('src') !== src) audio.current = new Audio(src)
    try {
      audio.current.currentTime = 0
      void audio.current.play()?.catch(() => undefined)
    } catch {
      // An element that cannot play at all is as harmless as a refused play().
    }
  }, [])
}
