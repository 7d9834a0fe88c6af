import { expect, test } from '@playwright/test'

const maxPages = 500

/** Internal links of a page's HTML, without their fragment. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&').split('#', 1)[0] ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
}

test('every internal link reachable from / leads to a page, never to the not-found page', async ({ request }) => {
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  let links = 0
  while (queue.length > 0 && seen.size <= maxPages) {
    const path = queue.shift() as string
    // Redirects are followed by hand: one that leaves the site must not be fetched (tests stay offline).
    const response = await request.get(path, { maxRedirects: 0 })
    const location = response.headers()['location']
    if ([301, 302, 307, 308].includes(response.status()) && location) {
      if (location.startsWith('/') && !seen.has(location)) {
        seen.add(location)
        queue.push(location)
      }
      continue
    }
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`)
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    for (const link of internalLinks(await response.text())) {
      links += 1
      if (!seen.has(link)) {
        seen.add(link)
        queue.push(link)
      }
    }
  }
  console.log(`Crawler: ${seen.size} addresses reached from /, ${links} internal links followed.`)
  expect(broken).toEqual([])
  expect(seen.size).toBeGreaterThan(10)
})
