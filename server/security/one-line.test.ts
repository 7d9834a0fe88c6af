import { describe, expect, it } from 'vitest'
import { oneLine, oneLineLog } from './one-line.ts'

describe('oneLine', () => {
  it('turns every line break and control character into a space, keeping other text as typed', () => {
    const forged = 'Ann\nadmin: password changed\r\u001b[2J\u0085x\u2028y\u2029z\u0000\u007f'
    expect(oneLine(forged)).toBe('Ann admin: password changed [2J x y z ')
    expect(oneLine("Amina Wanjiru — ضيف 😀 $& $'")).toBe("Amina Wanjiru — ضيف 😀 $& $'")
  })

  it('makes a log that writes one line per message', () => {
    const lines: string[] = []
    oneLineLog((line) => lines.push(line))('editor: published by A\nserver: fake')
    expect(lines).toEqual(['editor: published by A server: fake'])
  })
})
