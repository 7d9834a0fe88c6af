// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { templateMarkup } from '../render/template-markup.ts'
import { Picture } from './Picture.tsx'
import { Template, TemplateMarkupContext } from './Template.tsx'

afterEach(cleanup)

const drawing = { src: '/images/office.svg', alt: 'A clean office', width: 800, height: 600 }

describe('Template', () => {
  it('is written into the prerendered page as inert markup, without a preload for an eager picture', () => {
    const html = renderToString(
      <TemplateMarkupContext.Provider value={templateMarkup}>
        <Template>
          <Picture image={drawing} loading="eager" />
        </Template>
      </TemplateMarkupContext.Provider>,
    )
    expect(html).toMatch(/^<template><img src="\/images\/office.svg" alt="A clean office"[^>]*><\/template>$/)
    const template = Object.assign(document.createElement('div'), { innerHTML: html }).firstElementChild
    expect((template as HTMLTemplateElement).content.querySelector('img')?.getAttribute('loading')).toBe('eager')
  })

  it('draws its content, not its children, when React draws it in the browser, where nothing in it loads', () => {
    const { container } = render(
      <Template>
        <iframe title="Player" src="https://www.youtube-nocookie.com/embed/x" sandbox="allow-scripts" />
      </Template>,
    )
    const template = container.querySelector('template') as HTMLTemplateElement
    expect(template.childNodes).toHaveLength(0)
    const frame = template.content.querySelector('iframe')
    expect(frame?.title).toBe('Player')
    expect(frame?.ownerDocument).not.toBe(document)
    expect(container.querySelector('iframe')).toBeNull()
  })
})
