// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RouteData } from '../../model/site-data.ts'
import { testShell } from '../../testing/test-shell.ts'
import { PreviewHead } from './PreviewHead.tsx'

const aboutPage: RouteData = {
  kind: 'page',
  path: '/about',
  heading: { text: 'About Us', isDrawnByBlock: false },
  page: { title: 'About Us', description: 'Who we are.', blocks: [] },
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content')

beforeEach(() => {
  document.title = 'Before'
  document.head.innerHTML = '<meta name="description" content="Before">'
})
afterEach(cleanup)

describe('PreviewHead', () => {
  it('gives the frame the title and description of the page it shows, and follows it to the next page', () => {
    const { rerender } = render(<PreviewHead shell={testShell} path="/about" data={aboutPage} />)
    expect([document.title, description()]).toEqual([`About Us | ${testShell.business.name}`, 'Who we are.'])
    rerender(<PreviewHead shell={testShell} path="/nowhere" data={null} />)
    expect([document.title, description()]).toEqual([
      `${testShell.notFound.title} | ${testShell.business.name}`,
      testShell.notFound.title,
    ])
  })

  it('names the blog’s not-found page for a post that does not exist', () => {
    render(<PreviewHead shell={testShell} path="/blog/no-such-post" data={null} />)
    expect([document.title, description()]).toEqual([
      `Blog post not found | ${testShell.business.name}`,
      'Blog post not found.',
    ])
  })
})
