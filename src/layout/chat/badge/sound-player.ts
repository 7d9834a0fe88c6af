const interactions = ['pointerdown', 'keydown'] as const

/**
 * N5: plays a sound by URL (R3), only once the visitor has touched or typed on the page (browsers refuse sound
 * before that). The <audio> is made on first need; a refused play() is caught.
 */
export function createSoundPlayer() {
  let audio: HTMLAudioElement | undefined
  let hasInteracted = false
  return {
    /** Watches for the first touch or key press on the page; returns what stops watching. */
    listen(): () => void {
      const stop = () => {
        for (const type of interactions) document.removeEventListener(type, onInteraction, true)
      }
      const onInteraction = () => {
        hasInteracted = true
        stop()
      }
      for (const type of interactions) document.addEventListener(type, onInteraction, true)
      return stop
    },
    play(src: string): void {
      if (!hasInteracted) return
      if (!audio || audio.getAttribute('src') !== src) audio = new Audio(src)
      try {
        audio.currentTime = 0
        void audio.play()?.catch(() => undefined)
      } catch {
        // An element that cannot play at all is as harmless as a refused play().
      }
    },
  }
}
