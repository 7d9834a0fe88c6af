/**
 * What to measure: `--routes=/,/about` (every page when left out), `--runs=3`, and `--photos` for the copy
 * of the site with a camera photo in every picture slot (as `npm run bench:photos` makes it).
 */
export interface BenchArgs {
  routes?: string[]
  runs: number
  photos?: true
}

const usage = 'Usage: npm run bench:pages -- [--routes=/,/about] [--runs=3] [--photos]'

export function parseBenchArgs(args: readonly string[]): BenchArgs {
  const parsed: BenchArgs = { runs: 3 }
  for (const arg of args) {
    const [name, value = ''] = arg.split(/=(.*)/s)
    if (name === '--routes') parsed.routes = value.split(',').filter(Boolean)
    else if (name === '--runs') parsed.runs = Number(value)
    else if (arg === '--photos') parsed.photos = true
    else throw new Error(`Unknown argument "${arg}". ${usage}`)
  }
  if (!Number.isInteger(parsed.runs) || parsed.runs < 1)
    throw new Error(`--runs must be a whole number of at least 1. ${usage}`)
  if (parsed.routes?.length === 0) throw new Error(`--routes lists no route. ${usage}`)
  return parsed
}

/** The routes asked for, in the site's order; throws on one the site does not have. */
export function pickRoutes(requested: readonly string[] | undefined, siteRoutes: readonly string[]): string[] {
  if (!requested) return [...siteRoutes]
  const unknown = requested.filter((route) => !siteRoutes.includes(route))
  if (unknown.length > 0)
    throw new Error(`No page at ${unknown.join(', ')}. The site's pages: ${siteRoutes.join(', ')}`)
  return siteRoutes.filter((route) => requested.includes(route))
}
