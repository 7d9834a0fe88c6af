import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { manifest } from './site.ts'
import { e2eEditor, logIn } from './admin/log-in.ts'

/** Records what the Content-Security-Policy blocks, as the page itself sees it and as the console reports it. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    )
  })
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ]
}

for (const { path } of manifest.pages) {
  test(`${path} works under the Content-Security-Policy, embeds included`, async ({ page }) => {
    const violations = await watchCsp(page)
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    // Scroll through so every lazy section (social feeds, maps) renders its frames.
    for (let y = 0; y < 30; y++) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight)
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      })
      if (done) break
      await page.waitForTimeout(50)
    }
    for (const play of await page.getByRole('button', { name: /^play/i }).all()) await play.click()
    await page.waitForTimeout(300)
    expect(await violations()).toEqual([])
  })
}

test('a contact message sent in the browser appears in the /admin inbox, where it can be marked handled', async ({
  page,
}) => {
  const message = `Inbox check ${test.info().project.name} ${Date.now()}: <b>not bold</b>`
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  await form.getByLabel('First name').focus()
  for (const value of ['Amina', 'Otieno', 'amina@example.com', '0712 345 678']) {
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await form.getByLabel('Cleaning service').selectOption({ label: 'Office Cleaning' })
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!')

  await logIn(page, e2eEditor)
  const item = page.getByRole('article').filter({ hasText: message })
  await expect(item).toBeVisible()
  await expect(item.getByText('amina@example.com')).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  await item.getByRole('button', { name: 'Mark as handled' }).click()
  await expect(
    page.getByRole('article').filter({ hasText: message }).getByRole('button', { name: 'Mark as not handled' }),
  ).toBeVisible()
})
