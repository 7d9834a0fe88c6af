import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

/**
 * Puts `html` (server markup) into the page and hydrates it with `element`, as a browser would;
 * returns the container and a function that unmounts and removes it.
 */
export function hydrateMarkup(html: string, element: ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  let root: Root | undefined
  act(() => {
    root = hydrateRoot(container, element)
  })
  const remove = () => {
    act(() => root?.unmount())
    container.remove()
  }
  return { container, remove }
}
