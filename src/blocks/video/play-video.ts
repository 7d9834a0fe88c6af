import type { VideoProps } from './schema.ts'

/** The privacy-enhanced YouTube player as Video.tsx draws it once played; play-video.test.tsx keeps the two the same. */
export function drawVideoPlayer({
  title,
  youtubeId,
}: Required<Pick<VideoProps, 'title' | 'youtubeId'>>): HTMLIFrameElement {
  const player = document.createElement('iframe')
  player.setAttribute('class', 'video__player')
  player.setAttribute('title', title)
  player.setAttribute('src', `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`)
  player.setAttribute(
    'allow',
    'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
  )
  player.setAttribute('allowfullscreen', '')
  return player
}

/**
 * Brings a prerendered Video to life without React: pressing play swaps the poster and the button for the
 * player, in the same box, and moves the focus to it. The video's id and title come from the island's props.
 */
export function enhanceVideo(island: HTMLElement): void {
  const { title, youtubeId } = JSON.parse(island.dataset.props ?? '{}') as Partial<VideoProps>
  const box = island.querySelector('.video__box')
  const play = box?.querySelector('.video__play')
  if (!box || !play || !youtubeId || title === undefined) return
  play.addEventListener('click', () => {
    const player = drawVideoPlayer({ title, youtubeId })
    box.replaceChildren(player)
    player.focus()
  })
}
