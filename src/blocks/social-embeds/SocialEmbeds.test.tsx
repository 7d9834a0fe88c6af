// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PageProviders } from '../../render/PageProviders.tsx'
import { renderBlock } from '../../testing/render-block.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { socialEmbedsExample } from './schema.ts'
import { SocialEmbeds } from './SocialEmbeds.tsx'

const shell = {
  ...testShell,
  business: { ...testShell.business, social: { ...testShell.business.social, x: 'https://x.com/cleaners' } },
}

const panel = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement

afterEach(cleanup)

describe('SocialEmbeds', () => {
  it('prerenders the loading text and a plain link to every profile', () => {
    const html = renderToString(
      <PageProviders shell={shell} path="/">
        <SocialEmbeds {...socialEmbedsExample} />
      </PageProviders>,
    )
    expect(html.split(testShell.words.feedLoading)).toHaveLength(4)
    expect(html).toContain('<a class="social-embeds__profile" href="https://x.com/cleaners"')
    expect(html).not.toContain('<iframe')
  })

  it('names each network’s official embed page and its title on the panel’s stage', () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    const stageOf = (name: string) => ({ ...panel(name).querySelector<HTMLElement>('.social-embeds__stage')?.dataset })
    expect(stageOf('Instagram')).toEqual({
      frameSrc: 'https://www.instagram.com/cleaners/embed',
      frameTitle: 'Instagram feed of Test Cleaners',
      failedText: 'Something went wrong. Please try again later.',
    })
    expect(stageOf('Facebook')?.frameSrc).toContain(
      'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fcleaners&tabs=timeline',
    )
    expect(stageOf('X')?.frameSrc).toBe(
      'https://syndication.twitter.com/srv/timeline-profile/screen-name/cleaners?dnt=true',
    )
    expect(within(panel('X')).getByRole('link', { name: 'Visit us on X' }).getAttribute('href')).toBe(
      'https://x.com/cleaners',
    )
  })

  it('leaves out a network the business has no profile on', () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Instagram',
      'Facebook',
    ])
  })
})
