import type { FormDefinition } from '../forms/schema.ts'
import type { Words } from '../words/words.ts'

/** What the build tells the server and the browser tests about the site: dist/site-manifest.json (never served). */
export interface SiteManifest {
  /** Every address with a prerendered page, and the text of its h1. */
  pages: { path: string; heading: string }[]
  /** Old address → new address or full web address. */
  redirects: Record<string, string>
  /**
   * The form definitions of site.yaml, by id, each time field bounded by the opening hours unless it says
   * otherwise (withOpeningHours): the receiver validates submissions against them.
   */
  forms: Record<string, FormDefinition>
  /** The site's main language (business.locale), which `forms` are written in. */
  language?: string
  /**
   * The forms as written in each of the site's other languages, by language code and bounded as `forms` are: the
   * receiver checks a request sent from a page in that language against them.
   */
  formsByLanguage?: Record<string, Record<string, FormDefinition>>
  /** The product's words in each of the site's languages, with the site's changes: the receiver answers in them. */
  wordsByLanguage?: Record<string, Words>
  /** Where each of the site's other languages keeps its pages ("/sw"), with a not-found page of its own at "/sw/404.html". */
  languagePaths?: string[]
  /** The business's time zone (business.timeZone, or Kenya's): the times of the e-mails, the inbox and the Excel file. */
  timeZone?: string
  /** The business's own web address, for CORS and links in notifications. */
  siteUrl: string
  /** The services that have a page of this site, for the visits dashboard. */
  services?: ServiceFacts[]
  /** Each page's render key (src/build/render-keys.ts): the next render reuses pages whose key is the same. */
  renders?: Record<string, string>
}

/** A service of site.yaml and its page, as the visits dashboard counts it. */
export interface ServiceFacts {
  name: string
  /** Its page on this site: "/repairs". */
  path: string
  /** The forms its page's buttons open with a choice already made: a request with those choices books this service. */
  bookWith: { form: string; values: Record<string, string> }[]
}
