import type { CSSProperties } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { styleText } from './css-style.ts'

describe('styleText', () => {
  it('writes a style object exactly as React writes it: pixels, unitless numbers, zero, custom properties', () => {
    const style = {
      backgroundColor: '#075e54',
      top: -4,
      right: 0,
      zIndex: 3,
      opacity: 0.9,
      lineHeight: 1.2,
      fontSize: ' 12px ',
      '--badge-size': 20,
    }
    const drawnByReact = renderToString(<span style={style as CSSProperties} />)
    expect(drawnByReact).toContain('top:-4px')
    expect(drawnByReact).toBe(`<span style="${styleText(style)}"></span>`)
  })
})
