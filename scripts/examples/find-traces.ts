import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteFolder } from './sites.ts'
import { writtenForms, type Trace } from './traces.ts'

/** A built site and what identifies it. */
export interface BuiltSite {
  site: SiteFolder
  dist: string
  traces: Trace[]
}

/** A trace of one site found in a file built for another. */
export interface Finding {
  /** The site whose built file holds the trace. */
  site: SiteFolder
  /** The file, from its site's built folder. */
  file: string
  /** The site the trace belongs to. */
  of: SiteFolder
  trace: Trace
}

/** The built files a visitor's browser or a search engine reads as text. */
const textFile = /\.(html|css|js|mjs|json|xml|webmanifest|txt)$/

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort()

/**
 * Every trace of another site in the built text files of each site. A trace the site shares with the other (the
 * same country code, say) is its own too, and is not looked for.
 */
export function findTraces(sites: BuiltSite[]): Finding[] {
  return sites.flatMap(({ site, dist, traces }) => {
    const own = new Set(traces.map((trace) => trace.text.toLowerCase()))
    const foreign = sites
      .filter((other) => other.site !== site)
      .flatMap((other) =>
        other.traces
          .filter((trace) => !own.has(trace.text.toLowerCase()))
          .map((trace) => ({ of: other.site, trace, forms: writtenForms(trace.text) })),
      )
    return filesUnder(dist).flatMap((file) => {
      const text = readFileSync(join(dist, file), 'utf8').toLowerCase()
      return foreign
        .filter(({ forms }) => forms.some((form) => text.includes(form)))
        .map(({ of, trace }) => ({ site, file, of, trace }))
    })
  })
}

/** A finding as a line of the report. */
export const describeFinding = ({ site, file, of, trace }: Finding): string =>
  `${site.label}: ${file} holds "${trace.text}", ${trace.what} of ${of.label}`
