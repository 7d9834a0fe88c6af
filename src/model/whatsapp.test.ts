import { describe, expect, it } from 'vitest'
import { whatsappLink } from './whatsapp.ts'

describe('whatsappLink (docs/chat-widget.md L1–L3)', () => {
  it('L1: keeps only the digits of the number', () => {
    expect(new URL(whatsappLink('+254 712-345 678', 'x')).pathname).toBe('/254712345678')
  })

  it('L2/L3: the text comes back intact through URL.searchParams', () => {
    const url = new URL(whatsappLink('+254 712-345 678', '  Hi & bye #1 + 50%  '))
    expect(url.origin).toBe('https://wa.me')
    expect(url.searchParams.get('text')).toBe('Hi & bye #1 + 50%')
  })

  it('keeps line breaks and non-Latin text', () => {
    const url = new URL(whatsappLink('254712345678', 'Name: Wanjiru & Co\nMessage: Habari 👋'))
    expect(url.searchParams.get('text')).toBe('Name: Wanjiru & Co\nMessage: Habari 👋')
  })

  it('leaves the text out when there is none', () => {
    expect(whatsappLink('+254 712 345 678', '   ')).toBe('https://wa.me/254712345678')
  })
})
