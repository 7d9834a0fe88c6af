// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { Island } from './Island.tsx'

function Greeting({ name, count }: { name: string; count: number }) {
  return <p>{`Hello ${name}, ${count} times`}</p>
}

/** The element the server writes for `element`, read back as a browser would. */
function prerendered(element: ReactElement): HTMLElement {
  const template = document.createElement('template')
  template.innerHTML = renderToString(element)
  expect(template.content.childNodes).toHaveLength(1)
  return template.content.firstElementChild as HTMLElement
}

describe('Island', () => {
  it('draws the component in place inside a div that names the island and when it comes to life', () => {
    const island = prerendered(
      <Island name="greeting" when="visible" component={Greeting} props={{ name: 'Wanjiru', count: 2 }} />,
    )
    expect(island.outerHTML).toBe(
      '<div class="island" data-island="greeting" data-when="visible"><p>Hello Wanjiru, 2 times</p></div>',
    )
  })
})
