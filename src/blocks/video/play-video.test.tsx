// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { startIslandMarkup } from '../../testing/start-island-markup.tsx'
import { videoExample } from './schema.ts'
import { enhanceVideo } from './play-video.ts'
import { Video } from './Video.tsx'

afterEach(() => document.body.replaceChildren())

const start = () => startIslandMarkup(<Video {...videoExample} />, enhanceVideo)
const box = () => document.querySelector('.video__box') as HTMLElement

describe('enhanceVideo', () => {
  it('plays the video in place of the poster and the button, in the same box, and moves the focus to the player', async () => {
    start()
    expect(document.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Play video: A day at work with our team' }))
    const player = screen.getByTitle('A day at work with our team')
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(player.parentElement).toBe(box())
    expect(box().children).toHaveLength(1)
    expect(document.activeElement).toBe(player)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('starts from the keyboard', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByTitle('A day at work with our team'))
  })
})
