import { expect, test } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { watchConsole } from './console.ts'

test('the blog index lists the articles newest first, each card linking to its post', async ({ page }) => {
  const consoleMessages = watchConsole(page)
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert Cleaning Insights')
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Articles' })).toBeVisible()
  const cards = page.locator('.post-cards > li')
  await expect(cards).toHaveCount(9)
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(
    'How to Keep Your Mattress Clean, Fresh and Free of Dust Mites',
  )
  await expect(cards.last().getByRole('heading', { level: 3 })).toHaveText(
    "How to Keep Your Carpets Clean Through Nairobi's Dry, Dusty Months",
  )
  const first = cards.first()
  await expect(first.getByText('Mattress Cleaning')).toBeVisible()
  await expect(first.getByText('25 June 2025')).toBeVisible()
  await expect(first.getByText('By The Ruiru Cleaning & Fumigation team · Nairobi')).toBeVisible()
  await first.getByRole('link', { name: /^Read More/ }).click()
  await expect(page).toHaveURL(/\/blog\/how-to-keep-your-mattress-clean$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How to Keep Your Mattress Clean, Fresh and Free of Dust Mites',
  )
  expect(consoleMessages).toEqual([])
})

test('a post shows its details, its body, its tags and the author, and passes axe', async ({ page }) => {
  const consoleMessages = watchConsole(page)
  const response = await page.goto('/blog/remove-stains-from-fabric-sofa')
  expect(response?.status()).toBe(200)
  const article = page.locator('article')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('How to Remove Common Stains from a Fabric Sofa')
  await expect(article.getByText('9 May 2025')).toBeVisible()
  await expect(article.getByText('Sofa Cleaning', { exact: true })).toBeVisible()
  await expect(article.locator('header').getByText('By The Ruiru Cleaning & Fumigation team · Nairobi')).toBeVisible()
  await expect(article.getByRole('figure').first()).toContainText('Most sofa stains come out if you act quickly')
  await expect(article.getByRole('heading', { level: 2, name: 'First, read the care label' })).toBeVisible()
  await expect(article.getByRole('list', { name: 'Tags' })).toContainText('#sofa')
  await expect(article.getByRole('heading', { name: 'About the Author' })).toBeVisible()
  await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog')
  await expect(page).toHaveTitle(/How to Remove Common Stains from a Fabric Sofa/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/remove-stains-from-fabric-sofa$/)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await page.waitForLoadState('networkidle')
  expect(consoleMessages).toEqual([])
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})

test('a related article link opens that article in the app', async ({ page }) => {
  await page.goto('/blog/remove-stains-from-fabric-sofa')
  const related = page.getByRole('region', { name: 'Related Articles' })
  await related.getByRole('link', { name: /^Read More\s+about How to Keep Your Carpets Clean/ }).click()
  await expect(page).toHaveURL(/\/blog\/carpet-care-dry-season-nairobi$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "How to Keep Your Carpets Clean Through Nairobi's Dry, Dusty Months",
  )
  await expect(page.getByText('Loading article...')).toHaveCount(0)
})

test('an unknown slug answers 404 and says the post was not found', async ({ page }) => {
  const consoleMessages = watchConsole(page)
  const response = await page.goto('/blog/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!')
  await expect(page.getByText('Blog post not found.')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The data request answers 404 too; that is the only console line allowed.
  expect(consoleMessages.filter((message) => !message.includes('404'))).toEqual([])
  await page.getByRole('link', { name: 'Return to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert Cleaning Insights')
})

test('a card picture that fails to load is replaced by a placeholder of its size', async ({ page }) => {
  await page.route('**/images/services/mattress.svg', (route) => route.abort())
  await page.goto('/blog')
  const image = page.locator('.post-cards > li').first().getByRole('img')
  await expect(image).toHaveAttribute('src', /^\/api\/placeholder\/\d+\/\d+$/)
  await expect(image).toHaveAttribute('alt', /mattress/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('a post carries BlogPosting structured data made from its fields', async ({ page }) => {
  await page.goto('/blog/preparing-your-home-for-fumigation')
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
  const posting = data.find((item) => item['@type'] === 'BlogPosting')
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    headline: 'How to Prepare Your Home for Fumigation, and What to Do Afterwards',
    datePublished: '2025-05-30',
    author: { name: 'The Ruiru Cleaning & Fumigation team' },
    publisher: { '@type': 'Organization', name: 'Ruiru Cleaning & Fumigation' },
  })
  expect(String(posting?.image)).toMatch(/^https?:\/\/.+\/images\/services\/fumigation\.svg$/)
  expect(String(posting?.description)).toContain('fumigation')
})

test('the RSS feed lists every article', async ({ request }) => {
  const response = await request.get('/blog/feed.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  expect(xml.match(/<item>/g)).toHaveLength(9)
  expect(xml).toContain('/blog/keeping-a-swimming-pool-clean</link>')
})

test('the browser gets neither the Markdown library nor the sanitiser', async ({ page }) => {
  const code: string[] = []
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) code.push(await response.text())
  })
  await page.goto('/blog/remove-stains-from-fabric-sofa')
  await page.waitForFunction(() => (window as { siteBoot?: { ready: boolean } }).siteBoot?.ready === true)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
  expect(code.length).toBeGreaterThan(0)
  for (const file of code) {
    expect(file).not.toContain('input parameter is undefined or null')
    expect(file).not.toContain('allowedSchemesAppliedToAttributes')
  }
})
