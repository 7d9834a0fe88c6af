// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { overlayTip, showSiteErrors, siteErrorsModule } from './site-errors-overlay.ts'

const report = '1 error in site.yaml:\nsite.yaml:4:3  "title:" needs a space after the colon'
const loc = { file: '/site/site.yaml', line: 4, column: 3 }

/** Stands in for Vite's overlay element: it keeps what it was given and has the same tip part. */
class FakeOverlay extends HTMLElement {
  readonly given: unknown
  constructor(error: unknown) {
    super()
    this.given = error
    this.attachShadow({ mode: 'open' }).innerHTML = '<div class="tip">Click outside, or fix the code to dismiss.</div>'
  }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the site.yaml overlay in development', () => {
  it("falls back to a plain message over the page when Vite's overlay is not there", () => {
    showSiteErrors({ report, loc }, overlayTip('site.yaml'))
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      `${report}\n\nFix site.yaml and save it: this page reloads by itself. Click outside or press Esc to hide this.`,
    )
  })

  it("uses Vite's overlay, with the first mistake to open and a tip about site.yaml instead of the code", () => {
    customElements.define('vite-error-overlay', FakeOverlay)
    showSiteErrors({ report, loc }, overlayTip('site.yaml'))
    showSiteErrors({ report, loc }, overlayTip('site.yaml'))
    const overlays = document.querySelectorAll<FakeOverlay>('vite-error-overlay')
    expect(overlays).toHaveLength(1)
    expect(overlays[0]?.given).toEqual({ message: report, stack: '', loc })
    expect(overlays[0]?.shadowRoot?.querySelector('.tip')?.textContent).toBe(overlayTip('site.yaml'))
  })

  it('sends the browser a module that shows the mistakes and then stops, so the page does not half-run', () => {
    const code = siteErrorsModule({ report, loc }, 'site.yaml')
    expect(code).toContain(JSON.stringify(report))
    expect(code).toContain('export default null')
    expect(code.trim().split('\n').at(-1)).toMatch(/^throw new Error\("site\.yaml has errors/)
  })
})
