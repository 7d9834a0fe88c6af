import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('./floating-whatsapp.css', import.meta.url), 'utf8')

/** The custom properties set by the first rule for `selector`. */
function themeOf(selector: string): Record<string, string> {
  const body = css.split(`\n${selector} {`)[1]?.split('}')[0] ?? ''
  return Object.fromEntries(
    [...body.matchAll(/(--fw-[\w-]+):\s*(#[0-9a-f]{6})/g)].map(([, name, value]) => [name, value]),
  )
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(hex.slice(index, index + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const light = themeOf('.floating-whatsapp')
const themes = { light, dark: { ...light, ...themeOf('.floating-whatsapp--dark') } }

// Foreground, background and the ratio WCAG 2.1 AA asks of them.
const pairs: [string, string, number][] = [
  ['--fw-header-ink', '--fw-header-bg', 4.5],
  ['--fw-header-muted', '--fw-header-bg', 4.5],
  ['--fw-ink', '--fw-bubble-bg', 4.5],
  ['--fw-muted', '--fw-bubble-bg', 4.5],
  ['--fw-muted', '--fw-input-bg', 4.5],
  ['--fw-ink', '--fw-input-bg', 4.5],
  ['--fw-badge-ink', '--fw-badge-bg', 4.5],
  ['--fw-on-accent', '--fw-accent', 3],
  ['--fw-input-border', '--fw-footer-bg', 3],
  ['--fw-input-border', '--fw-input-bg', 3],
  ['--fw-header-focus', '--fw-header-bg', 3],
]

describe('floating-whatsapp.css', () => {
  it.each(Object.entries(themes))(
    'A7, A10: the %s theme, built on custom properties, has 4.5:1 text (placeholder included) and 3:1 icons and borders',
    (_name, theme) => {
      for (const [foreground, background, minimum] of pairs) {
        const ratio = contrast(theme[foreground] ?? '', theme[background] ?? '')
        expect(ratio, `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum)
      }
    },
  )

  it('A10: the dark theme only swaps custom properties', () => {
    expect(Object.keys(themeOf('.floating-whatsapp--dark')).length).toBeGreaterThan(10)
    expect(css).toMatch(/\.floating-whatsapp-chatbox__input::placeholder \{\s*color: var\(--fw-muted\)/)
  })

  it('A4: the input text is at least 16 px, so phones never zoom in', () => {
    expect(css).toMatch(/\.floating-whatsapp-chatbox__input \{[^}]*font-size: max\(16px, 1rem\)/)
  })

  it('A8: prefers-reduced-motion removes the pulse, the opening and the dot animations', () => {
    const reduced = css.split('@media (prefers-reduced-motion: reduce) {')[1]?.split('\n}')[0] ?? ''
    for (const part of ['floating-whatsapp-button--pulse::before', 'floating-whatsapp-chatbox,', '__dots span'])
      expect(reduced).toContain(part)
    expect(reduced).toContain('animation: none')
  })

  it('A9: 375 px wide within the screen, body at most 382 px and scrolling, centred at 575 px and below', () => {
    expect(css).toContain('width: min(375px, 100vw - 2rem)')
    expect(css).toMatch(/\.floating-whatsapp-chatbox__body \{[^}]*max-height: 382px;[^}]*overflow-y: auto/)
    expect(css).toMatch(
      /@media \(max-width: 575px\) \{\s*\.floating-whatsapp-chatbox \{\s*left: 0;\s*right: 0;\s*margin-inline: auto/,
    )
    expect(css).toContain('100dvh - var(--fw-box-bottom)')
  })

  it('the button sits above the phone tab bar at 768 px and below', () => {
    expect(css).toMatch(
      /@media \(max-width: 768px\) \{\s*\.floating-whatsapp \{[^}]*--fw-offset-y: calc\(4\.5rem \+ env\(safe-area-inset-bottom/,
    )
  })
})
