// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Island, IslandCollectorContext, type IslandCollector } from './Island.tsx'

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

  it('hands the component and its props to the prerender, writing the props as JSON and its marker in its place', () => {
    const collect = vi.fn<IslandCollector>(() => ({ id: 'i3-', marker: '<!--island:i3--->' }))
    const props = { name: 'O\'Brien & "Sons" <Ltd>', count: 1 }
    const island = prerendered(
      <IslandCollectorContext.Provider value={collect}>
        <Island name="greeting" when="interaction" component={Greeting} props={props} />
      </IslandCollectorContext.Provider>,
    )
    expect(collect).toHaveBeenCalledExactlyOnceWith({ component: Greeting, props })
    expect(island.className).toBe('island')
    expect({ ...island.dataset }).toEqual({
      island: 'greeting',
      when: 'interaction',
      islandId: 'i3-',
      props: JSON.stringify(props),
    })
    expect(JSON.parse(island.dataset.props ?? '')).toEqual(props)
    expect(island.innerHTML).toBe('<!--island:i3--->')
  })
})
