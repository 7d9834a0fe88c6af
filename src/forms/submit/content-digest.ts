/**
 * The Content-Digest header (RFC 9530) a form's post carries, so that the receiver can tell the body it got
 * from the one the page sent: a proxy that retries a post has been seen to pass on another visitor's body
 * (Caddy PR #7360).
 */
export const contentDigestHeader = 'Content-Digest'

const sha256Value = /(?:^|,)\s*sha-256=:([A-Za-z0-9+/]+={0,2}):/i

/** The header's value for a body whose SHA-256 is `base64`. */
export const contentDigestValue = (base64: string): string => `sha-256=:${base64}:`

/** The SHA-256, in base64, that a Content-Digest header gives; undefined when it gives none. */
export const sha256InDigest = (header: string | undefined): string | undefined =>
  header === undefined ? undefined : sha256Value.exec(header)?.[1]

/**
 * The Content-Digest of `body` as the browser works it out, or undefined where it cannot: the digest
 * functions exist on HTTPS pages and on the machine's own addresses only.
 */
export async function contentDigestOf(body: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return undefined
  try {
    const hash = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(body)))
    return contentDigestValue(btoa(String.fromCharCode(...hash)))
  } catch {
    // The form goes without it rather than not at all; the receiver then checks what it can.
    return undefined
  }
}
