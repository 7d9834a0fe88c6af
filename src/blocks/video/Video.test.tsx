// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { videoExample } from './example.ts'
import { Video } from './Video.tsx'

afterEach(cleanup)

describe('Video', () => {
  it('shows the poster and a play button named after the video, and no player, until played', () => {
    const { container } = renderBlock(<Video {...videoExample} />)
    expect(screen.getByRole('img', { name: videoExample.poster.alt }).getAttribute('src')).toBe(videoExample.poster.src)
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Play video: Deep cleaning a living-room carpet',
    ])
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('swaps the poster for the privacy-enhanced YouTube player in the same box and focuses it', async () => {
    const { container } = renderBlock(<Video {...videoExample} />)
    const box = container.querySelector('.video__box')
    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }))
    const player = screen.getByTitle('Deep cleaning a living-room carpet')
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(player.getAttribute('allow')).toContain('autoplay')
    expect(player.hasAttribute('allowfullscreen')).toBe(true)
    expect(player.parentElement).toBe(box)
    expect(document.activeElement).toBe(player)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows only the poster when there is no video yet', () => {
    const { container } = renderBlock(<Video {...videoExample} youtubeId={undefined} />)
    expect(screen.getByRole('img', { name: videoExample.poster.alt }).getAttribute('src')).toBe(videoExample.poster.src)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
  })
})
