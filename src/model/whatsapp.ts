/**
 * The one builder of WhatsApp links (docs/chat-widget.md L1–L3): the number keeps only its digits and the
 * text is encoded, so "+254 712-345 678" and "Hi & bye #1 + 50%" arrive intact.
 */
export function whatsappLink(phoneNumber: string, text = ''): string {
  const digits = phoneNumber.replace(/\D/g, '')
  const message = text.trim()
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`
}

/** Opens WhatsApp in a new window, cut off from this page. */
export function openWhatsapp(phoneNumber: string, text: string): void {
  window.open(whatsappLink(phoneNumber, text), '_blank', 'noopener,noreferrer')
}
