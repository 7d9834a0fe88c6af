// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../testing/render-block.tsx'
import { actionSelector } from '../ui/site-actions.ts'
import { blockDefinitions } from './definitions.ts'
import type { BlockType } from './types.ts'
import { blockViews } from './views.ts'

afterEach(cleanup)

// A control nothing answers is the silent mistake of a block whose view forgot its island: the buttons that open
// a form or a menu are answered by the page itself; every other control needs the block's behaviour.
const controlsNeedingBehaviour = `button:not(${actionSelector}), summary, [aria-expanded], input, select, textarea`

describe('each block’s view, drawn from its example', () => {
  it.each(Object.keys(blockViews) as BlockType[])('%s comes to life if it has anything a visitor works', (type) => {
    const view = blockViews[type]
    const { container } = renderBlock(
      createElement(view.component as ComponentType<object>, blockDefinitions[type].example),
    )
    expect(container.textContent?.trim() || container.querySelector('img, iframe, video')).toBeTruthy()
    const unanswered = view.island ? [] : [...container.querySelectorAll(controlsNeedingBehaviour)]
    expect(
      unanswered.map((control) => control.outerHTML),
      `${type} has controls but no island`,
    ).toEqual([])
  })
})
