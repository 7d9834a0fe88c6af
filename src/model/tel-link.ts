/**
 * The one builder of `tel:` links: the number keeps only its digits and "+", so "+254 712-345 678"
 * dials as tel:+254712345678.
 */
export function telLink(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`
}
