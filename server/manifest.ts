/** What the build tells the server and the browser tests about the site: dist/site-manifest.json. */
export interface SiteManifest {
  /** Every address with a prerendered page, and the text of its h1. */
  pages: { path: string; heading: string }[]
  /** Old address → new address or full web address. */
  redirects: Record<string, string>
}
