const interactions = ['pointerdown', 'keydown'] as const

/**
 * N5: plays a sound by URL (R3), only once the visitor has touched or typed on the page (browsers refuse sound
 * before that), which it records in `progress.interacted`. The <audio> is made on first need; a refused play()
 * is caught.
 */
export function createSoundPlayer(progress: { interacted: boolean }) {
  let audio: HTMLAudioElement | undefined
  return {
    /** Watches for the first touch or key press on the page; returns what stops watching. */
    listen(): () => void {
      if (progress.interacted) return () => undefined
      const stop = () => {
        for (const type of interactions) document.removeEventListener(type, onInteraction, true)
      }
      const onInteraction = () => {
        progress.interacted = true
        stop()
      }
      for (const type of interactions) document.addEventListener(type, onInteraction, true)
      return stop
    },
    play(src: string): void {
      if (!progress.interacted) return
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
