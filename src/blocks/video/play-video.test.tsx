// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { videoExample } from './example.ts'
import { enhanceVideo } from './play-video.ts'
import type { VideoProps } from './schema.ts'
import { Video } from './Video.tsx'

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

/** The video as the prerender writes it, props beside it, brought to life by the plain code; returns its HTML as written. */
function prerendered(props: VideoProps = videoExample): string {
  const island = document.createElement('div')
  island.dataset.props = JSON.stringify(props)
  island.innerHTML = renderToStaticMarkup(<Video {...props} />)
  const written = island.innerHTML
  document.body.append(island)
  enhanceVideo(island)
  return written
}

const box = () => document.querySelector('.video__box') as HTMLElement

describe('enhanceVideo', () => {
  it('leaves the prerendered poster and play button as they were', () => {
    const written = prerendered()
    expect(document.body.firstElementChild?.innerHTML).toBe(written)
    expect(screen.getByRole('button', { name: 'Play video: Deep cleaning a living-room carpet' })).toBeDefined()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it.each([
    ['the example', videoExample],
    [
      'a title with markup characters',
      { ...videoExample, title: 'Sofas & rugs: "before" <after>', youtubeId: 'a-b_C123456' },
    ],
  ])('swaps the poster for the player exactly as the React component does, for %s', async (_case, props) => {
    const user = userEvent.setup()
    renderBlock(<Video {...props} />)
    await user.click(screen.getByRole('button', { name: /^Play video/ }))
    const drawnByReact = box().outerHTML
    cleanup()

    prerendered(props)
    await user.click(screen.getByRole('button', { name: `Play video: ${props.title}` }))
    expect(box().outerHTML).toBe(drawnByReact)
  })

  it('plays the privacy-enhanced YouTube video in the same box and moves the focus to the player', async () => {
    prerendered()
    const before = box()
    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }))
    const player = screen.getByTitle('Deep cleaning a living-room carpet')
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(player.hasAttribute('allowfullscreen')).toBe(true)
    expect(player.parentElement).toBe(before)
    expect(document.activeElement).toBe(player)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('starts from the keyboard', async () => {
    const user = userEvent.setup()
    prerendered()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByTitle('Deep cleaning a living-room carpet'))
  })

  it('leaves a video without a YouTube id as its poster', () => {
    const written = prerendered({ ...videoExample, youtubeId: undefined })
    expect(document.body.firstElementChild?.innerHTML).toBe(written)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
