import { createHash } from 'node:crypto'
import { clickingControls, keptKeys } from '../model/kept-keys.ts'

/**
 * The one script every page runs at once, written into the page itself so nothing is fetched for it.
 * It sends old hash-router links (/#/repairs) to their clean address; keeps taps on buttons
 * that open something or belong to an island, forms sent from an island, and the keys an island's
 * behaviour answers (src/model/kept-keys.ts), until the page's code has arrived; and starts that code
 * (named by its data-runtime attribute) once the page has loaded, or at the first such press. Plain
 * ES5, small, and the same text on every page so that the Content-Security-Policy can allow it by its hash.
 */
export const bootScript = `(function () {
  if (location.hash.indexOf('#/') === 0) return location.replace(location.hash.slice(1))
  var script = document.currentScript
  var boot = (window.siteBoot = window.siteBoot || { kept: [], ready: false })
  var islandControls = '[data-island] button, [data-island] [role="button"], [data-island] summary'
  var started = false
  function start() {
    if (started) return
    started = true
    var runtime = document.createElement('script')
    runtime.type = 'module'
    runtime.src = script.getAttribute('data-runtime')
    document.head.appendChild(runtime)
  }
  function keep(event, control, key) {
    if (!control) return
    event.preventDefault()
    event.stopImmediatePropagation()
    boot.kept.push({ control: control, key: key })
    start()
  }
  document.addEventListener('click', function (event) {
    if (boot.ready || !(event.target instanceof Element)) return
    keep(event, event.target.closest('[data-open-form], [data-open-menu], ' + islandControls))
  }, true)
  document.addEventListener('keydown', function (event) {
    if (boot.ready || !(event.target instanceof Element) || event.ctrlKey || event.altKey || event.metaKey) return
    var control = event.target.closest(islandControls)
    var isClick = (event.key === 'Enter' || event.key === ' ') && control && control.matches('${clickingControls}')
    if (${JSON.stringify(keptKeys)}.indexOf(event.key) >= 0 && !isClick) keep(event, control, event.key)
  }, true)
  document.addEventListener('submit', function (event) {
    if (boot.ready || !(event.target instanceof Element)) return
    keep(event, event.target.closest('[data-island] form'))
  }, true)
  function soon() {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1000 })
    else setTimeout(start, 100)
  }
  if (document.readyState === 'complete') soon()
  else addEventListener('load', soon, { once: true })
})()`

/**
 * Chromium prerenders a page of the site as soon as the visitor shows intent (a pointer resting on
 * a link, or a press), so following the link shows it at once. Not the editor, not the API.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: '/admin*' } }, { not: { href_matches: '/api/*' } }],
      },
      eagerness: 'moderate',
    },
  ],
})

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The CSP sources that allow exactly these inline scripts. */
export const inlineScriptSources = [sha256(bootScript), sha256(speculationRules)]
