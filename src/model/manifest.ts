import type { FormDefinition } from '../forms/schema.ts'

/** What the build tells the server and the browser tests about the site: dist/site-manifest.json (never served). */
export interface SiteManifest {
  /** Every address with a prerendered page, and the text of its h1. */
  pages: { path: string; heading: string }[]
  /** Old address → new address or full web address. */
  redirects: Record<string, string>
  /** The form definitions of site.yaml, by id: the receiver validates submissions against them. */
  forms: Record<string, FormDefinition>
  /** The business's own web address, for CORS and links in notifications. */
  siteUrl: string
  /** Each page's render key (src/build/render-keys.ts): the next render reuses pages whose key is the same. */
  renders?: Record<string, string>
}
