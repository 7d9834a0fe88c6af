/**
 * An address the site's own workings need: the server answers it itself, or the build fills it with
 * its own files. No page and no redirect of site.yaml may take it, or any address under it.
 */
export interface ReservedAddress {
  /** The address; every address under it is reserved with it. */
  address: string
  /** What the site does there, in words for the person who chose the address. */
  use: string
  /**
   * The server answers here by itself and serves no published file at or under it. Otherwise the
   * build's own files there (its code, its pictures) are served, but never a page or a redirect.
   */
  isServerOnly: boolean
}

/**
 * The one list of reserved addresses: the checker refuses a page or a redirect at any of them, the
 * render never writes a page there, and the server answers them before anything published.
 */
export const reservedAddresses: readonly ReservedAddress[] = [
  { address: '/admin', use: 'the editor lives at /admin', isServerOnly: true },
  { address: '/api', use: 'the forms send what visitors type to /api', isServerOnly: true },
  { address: '/send-email', use: 'the contact form sends its messages to /send-email', isServerOnly: true },
  { address: '/healthz', use: 'the server reports whether it is working at /healthz', isServerOnly: true },
  { address: '/site-manifest.json', use: 'the server keeps its list of pages there', isServerOnly: true },
  {
    address: '/images/uploads',
    use: 'the pictures uploaded in the editor are kept at /images/uploads',
    isServerOnly: false,
  },
  { address: '/assets', use: "the site's own code is kept at /assets", isServerOnly: false },
  { address: '/_images', use: 'the smaller copies of the pictures are kept at /_images', isServerOnly: false },
  { address: '/_site', use: 'what every page shares is kept at /_site', isServerOnly: false },
  { address: '/sitemap.xml', use: 'search engines read the list of pages at /sitemap.xml', isServerOnly: false },
  { address: '/robots.txt', use: 'search engines read their rules at /robots.txt', isServerOnly: false },
]

/**
 * The reserved address that `path` is or lies under, compared by whole parts and in any case
 * ("/administration" is free, "/Admin/x" is not); undefined when a page may use it. `path` is read as
 * written: a caller that takes it from a request collapses "//" and resolves "." and ".." first.
 */
export function reservedAddressOf(path: string): ReservedAddress | undefined {
  const wanted = path.toLowerCase()
  return reservedAddresses.find(({ address }) => wanted === address || wanted.startsWith(`${address}/`))
}
