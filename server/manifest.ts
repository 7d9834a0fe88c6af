/** What the build tells the server about the site: dist/site-manifest.json. */
export interface SiteManifest {
  /** Addresses that have a prerendered page. */
  pages: string[]
  /** Old address → new address or full web address. */
  redirects: Record<string, string>
}
