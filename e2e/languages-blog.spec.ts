import { expect, test } from '@playwright/test'
import escapeXml from 'escape-html'
import { seriousAccessibilityProblems } from './axe.ts'
import { manifest } from './site.ts'

// A reader of an English post switches to Swahili, reads the same post in Swahili, goes back to the
// Swahili blog and finds it listed there, with a feed of its own.
test.describe.configure({ timeout: 60_000 })

const englishPost = '/blog/remove-stains-from-fabric-sofa'
const swahiliPosts = manifest.pages.filter(({ path }) => /^\/sw\/blog\/[^/]+$/.test(path))

test('the language switch on a post leads to its Swahili translation, which leads back to the Swahili blog that lists it', async ({
  page,
  isMobile,
}) => {
  expect(swahiliPosts.length, 'Swahili posts in the built site').toBeGreaterThan(0)
  await page.goto(englishPost)
  const toSwahili = page
    .getByRole('navigation', { name: 'This page in another language' })
    .getByRole('link', { name: 'Kiswahili' })
  if (isMobile) await toSwahili.tap()
  else await toSwahili.click()

  await expect(page).toHaveURL(/\/sw\/blog\/[^/]+$/)
  const path = new URL(page.url()).pathname
  const post = swahiliPosts.find((candidate) => candidate.path === path)
  expect(post, `${path} is one of the Swahili posts`).toBeDefined()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.heading)
  await expect(page.getByRole('heading', { level: 2, name: 'Kuhusu Mwandishi' })).toBeVisible()
  await expect(page.locator(`head link[rel="alternate"][hreflang="en-KE"]`)).toHaveAttribute(
    'href',
    new RegExp(`${englishPost}$`),
  )
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  await page.getByRole('link', { name: '← Rudi kwenye Blogu' }).click()
  await expect(page).toHaveURL(/\/sw\/blog$/)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: post!.heading }) })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: /^Soma Zaidi/ })).toHaveAttribute('href', path)
  // The English posts not translated are not listed in Swahili.
  await expect(page.getByRole('heading', { level: 3, name: /Mattress/ })).toHaveCount(0)
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})

test('each language has a feed of its own posts, which its blog pages announce', async ({ page, request }) => {
  await page.goto('/sw/blog')
  const announced = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
  await expect(announced).toHaveAttribute('href', '/sw/blog/feed.xml')
  const feed = await request.get('/sw/blog/feed.xml')
  expect(feed.status()).toBe(200)
  const xml = await feed.text()
  expect(xml).toContain('<language>sw-KE</language>')
  for (const { path, heading } of swahiliPosts) {
    expect(xml).toContain(`${path}</link>`)
    expect(xml).toContain(escapeXml(heading))
  }
  expect(xml).not.toContain(`${englishPost}</link>`)
  expect(await (await request.get('/blog/feed.xml')).text()).toContain(`${englishPost}</link>`)
})
