import { categories, type Category, type CategoryScores } from './category-scores.ts'

/** One home page at one width: its scores, or why it could not be scored. */
export type HomeResult = { site: string; width: number } & (CategoryScores | { error: string })

const headings: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function reasons(result: CategoryScores): string {
  return categories
    .filter((category) => result.failing[category].length > 0)
    .map((category) => `${headings[category]}: ${result.failing[category].join('; ')}`)
    .join('. ')
}

/** The results as a Markdown table: site, width, the four scores, and what kept a score under 100. */
export function scoreTable(results: readonly HomeResult[]): string {
  const header = ['Site', 'Width', ...categories.map((category) => headings[category]), 'Under 100 because']
  const rows = results.map((result) => {
    const start = [result.site, `${result.width} px`]
    if ('error' in result) return [...start, ...categories.map(() => '–'), `Not scored: ${result.error}`]
    return [...start, ...categories.map((category) => String(result.scores[category] ?? '–')), reasons(result)]
  })
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n')
}

/** Whether any page has a score under 100, or could not be scored at all. */
export function hasScoreUnder100(results: readonly HomeResult[]): boolean {
  return results.some((result) => 'error' in result || categories.some((category) => result.scores[category] !== 100))
}
