// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { videoExample } from './schema.ts'
import { Video } from './Video.tsx'

afterEach(cleanup)

/** The player the block keeps, inert, for when the visitor presses play. */
const player = (container: HTMLElement) =>
  (container.querySelector('.video__box > template') as HTMLTemplateElement | null)?.content.querySelector('iframe')

describe('Video', () => {
  it('shows the poster and a play button named after the video, and no player, until played', () => {
    const { container } = renderBlock(<Video {...videoExample} />)
    expect(screen.getByRole('img', { name: videoExample.poster.alt }).getAttribute('src')).toBe(videoExample.poster.src)
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Play video: A day at work with our team',
    ])
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('keeps the privacy-enhanced YouTube player, named after the video, in a template', () => {
    const { container } = renderBlock(<Video {...videoExample} title={'Sofas & rugs: "before" <after>'} />)
    const frame = player(container)
    expect(frame?.getAttribute('title')).toBe('Sofas & rugs: "before" <after>')
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(frame?.getAttribute('allow')).toContain('autoplay')
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true)
  })

  it('shows only the poster, with the title under it, when there is no video yet', () => {
    const { container } = renderBlock(<Video {...videoExample} youtubeId={undefined} />)
    expect(screen.getByRole('img', { name: videoExample.poster.alt }).getAttribute('src')).toBe(videoExample.poster.src)
    expect(screen.getByText(videoExample.title).tagName).toBe('P')
    expect(screen.queryByRole('button')).toBeNull()
    expect(player(container)).toBeUndefined()
  })
})
