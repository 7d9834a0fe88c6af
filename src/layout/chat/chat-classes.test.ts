import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chatClass } from './chat-classes.ts'

const css = readFileSync(new URL('./floating-whatsapp.css', import.meta.url), 'utf8')
const isStyled = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css)

describe('the chat’s class names', () => {
  it.each(Object.entries(chatClass))('%s (%s) is styled by floating-whatsapp.css', (_part, name) => {
    expect(isStyled(name)).toBe(true)
  })

  it('counts a class as styled only where the stylesheet names it whole', () => {
    expect(isStyled('floating-whatsapp-chatbox__bod')).toBe(false)
  })
})
