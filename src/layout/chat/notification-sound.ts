import { useCallback, useEffect, useState } from 'react'
import { createSoundPlayer } from './sound-player.ts'

/**
 * N5: the sound player of sound-player.ts for a component: listens for the visitor's first interaction only while
 * `listening`, recording it in `seen` (which may say it came already). Returns what plays a sound by URL.
 */
export function useNotificationSound(listening: boolean, seen: { interacted: boolean } = { interacted: false }) {
  const [player] = useState(() => createSoundPlayer(seen))

  useEffect(() => (listening ? player.listen() : undefined), [listening, player])

  return useCallback((src: string) => player.play(src), [player])
}
