import type { RouteBytes } from './photo-measure.ts'

/** The targets for a site with camera photos in every slot. */
export const photoTargets = {
  firstViewPhone: 350 * 1024,
  firstViewWide: 500 * 1024,
  scrolled: 1.5 * 1024 * 1024,
  picture: 250 * 1024,
  scripts: 16 * 1024,
} as const

/** One route measured at both widths: the phone's, then the laptop's. */
export interface RouteFigures {
  path: string
  phone: RouteBytes
  wide: RouteBytes
}

export const kib = (bytes: number): string => `${Math.round(bytes / 1024).toLocaleString('en-GB')} KiB`

/** The figures as a Markdown table, one row per route. */
export function photoTable(rows: readonly RouteFigures[]): string {
  const header = [
    'route',
    'first view, 375 px',
    'first view, 1280 px',
    'scrolled, 375 px',
    'scrolled, 1280 px',
    'largest picture',
    'site scripts',
  ]
  const lines = rows.map(({ path, phone, wide }) => [
    `\`${path}\``,
    kib(phone.firstView),
    kib(wide.firstView),
    kib(phone.scrolled),
    kib(wide.scrolled),
    kib(Math.max(phone.largestPicture.bytes, wide.largestPicture.bytes)),
    kib(Math.max(phone.scriptBytes, wide.scriptBytes)),
  ])
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** One sentence per target a route misses; none when every route meets every target. */
export function missedTargets(rows: readonly RouteFigures[]): string[] {
  return rows.flatMap(({ path, phone, wide }) => {
    const missed: string[] = []
    if (phone.firstView > photoTargets.firstViewPhone) missed.push(`first view at 375 px is ${kib(phone.firstView)}`)
    if (wide.firstView > photoTargets.firstViewWide) missed.push(`first view at 1280 px is ${kib(wide.firstView)}`)
    for (const [width, figures] of [
      ['375', phone],
      ['1280', wide],
    ] as const) {
      if (figures.scrolled > photoTargets.scrolled) missed.push(`scrolled at ${width} px is ${kib(figures.scrolled)}`)
      if (figures.largestPicture.bytes > photoTargets.picture)
        missed.push(`a picture at ${width} px is ${kib(figures.largestPicture.bytes)} (${figures.largestPicture.url})`)
      if (figures.scriptBytes > photoTargets.scripts)
        missed.push(`scripts at ${width} px are ${kib(figures.scriptBytes)}`)
      if (figures.loadedReact) missed.push(`React is loaded at ${width} px (${figures.scriptNames.join(', ')})`)
    }
    return missed.map((sentence) => `${path}: ${sentence}`)
  })
}

/**
 * What the site-scripts column leaves out, in one sentence: code that comes on a timer after the measure
 * stopped waiting (the chat's, for its first notification), by island and delay, with how many routes have it.
 */
export function laterCodeLine(rows: readonly RouteFigures[]): string | undefined {
  const routesBy = new Map<string, number>()
  for (const { phone } of rows)
    for (const { name, afterMs, scriptBytes, loadedReact } of phone.laterIslands) {
      const fetched = `${kib(scriptBytes)} of scripts${loadedReact ? ', React among them' : ', no React'}`
      const key = `the ${name} island's timer ${Math.round(afterMs / 1000)} s after the page is shown, which fetched ${fetched}`
      routesBy.set(key, (routesBy.get(key) ?? 0) + 1)
    }
  if (routesBy.size === 0) return undefined
  const parts = [...routesBy].map(([what, routes]) => `${what} (${routes} of ${rows.length} routes)`)
  return `Site scripts are what a route loads as it opens and as it is scrolled through; not counted: code that comes when a visitor reaches for something, and ${parts.join('; ')}.`
}
