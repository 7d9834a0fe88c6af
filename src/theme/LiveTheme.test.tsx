// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSitePage } from '../testing/layout-helpers.tsx'
import { testShell } from '../testing/test-shell.ts'
import { PageProviders } from '../render/PageProviders.tsx'
import { Layout } from '../layout/Layout.tsx'
import { liveThemeAttribute } from './LiveTheme.tsx'
import { usualColors } from './usual-colors.ts'

afterEach(() => {
  cleanup()
  document.head.querySelector(`style[${liveThemeAttribute}]`)?.remove()
})

const liveStyle = () => document.head.querySelector(`style[${liveThemeAttribute}]`)?.textContent ?? ''

describe('the layout drawn in the browser, as the editor’s preview draws it', () => {
  it('gets the usual colours without a theme', () => {
    renderSitePage()
    expect(liveStyle()).toContain(`--brand:${usualColors.brand};`)
  })

  it('gets the theme’s colours, once, in the head', () => {
    renderSitePage({ shell: { ...testShell, theme: { colors: { brand: '#1f4e9e' } } } })
    expect(liveStyle()).toContain('--brand:#1f4e9e;')
    expect(document.head.querySelectorAll(`style[${liveThemeAttribute}]`)).toHaveLength(1)
  })
})

describe('the prerendered layout', () => {
  it('draws no theme of its own: the page’s head carries it', () => {
    const html = renderToString(
      <PageProviders shell={testShell} path="/">
        <Layout>page</Layout>
      </PageProviders>,
    )
    expect(html).not.toContain('<style')
  })
})
