import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { watchConsole } from './console.ts'
import { reactScriptsOf, scriptsOf } from './scripts.ts'

// Each test checks what the visitor gets at the project's width: the header dropdown at 1280 px, the
// top bar, tab bar and services sheet at 375 px.

const services = [
  { name: 'Carpet Cleaning', path: '/carpetcleaning' },
  { name: 'Sofa Cleaning', path: '/sofacleaning' },
  { name: 'Mattress Cleaning', path: '/mattresscleaning' },
  { name: 'Office Cleaning', path: '/officecleaning' },
  { name: 'Tiles and Grout Cleaning', path: '/tilegroutcleaning' },
  { name: 'Cabro and Terrazzo Cleaning', path: '/cabrocleaning' },
  { name: 'Post Construction Cleaning', path: '/postconstructioncleaning' },
  { name: 'Home Deep Cleaning', path: '/homedeepcleaning' },
  { name: 'Fumigation', path: '/fumigationcleaning' },
]
const serviceNames = services.map((service) => service.name)

/** Opens a page and waits until its scripts have run, so the menus respond. */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const servicesDialog = (page: Page) => page.getByRole('dialog', { name: 'Our Services' })
const servicesToggle = (page: Page) => mainMenu(page).getByRole('button', { name: 'Our Services' })
const servicesTab = (page: Page) => mainMenu(page).getByRole('button', { name: 'Services', exact: true })
const heroServicesButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Our Services', exact: true })

/** The list a disclosure button shows and hides, found through its aria-controls. */
async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls')
  expect(id, 'aria-controls names one id').toMatch(/^\S+$/)
  return page.locator(`[id="${id}"]`)
}

const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow)

test('the header shows the menu that fits the screen', async ({ page, isMobile }) => {
  await visit(page, '/')
  const header = page.getByRole('banner')
  const bookCleaning = header.getByRole('link', { name: 'Book a Cleaning Session', includeHidden: true })
  const bookSession = header.getByRole('link', { name: 'Book a Session', exact: true, includeHidden: true })
  const aboutUs = header.getByRole('link', { name: 'About Us', includeHidden: true })
  const firstPhone = header.getByRole('link', { name: /\+254/, includeHidden: true }).first()
  if (isMobile) {
    await expect(bookSession).toBeVisible()
    await expect(bookSession).toHaveAttribute('href', '/contact')
    await expect(bookCleaning).toBeHidden()
    await expect(aboutUs).toBeHidden()
    await expect(firstPhone).toBeHidden()
    const tabs = mainMenu(page).getByRole('listitem')
    await expect(tabs).toHaveText(['Home', 'About', 'Services', 'Blog', 'Contact'])
    for (const tab of await mainMenu(page).locator('a, button').all()) {
      expect((await tab.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    }
    // The fixed tab bar must not hide the end of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await page.getByRole('contentinfo').boundingBox()
    const tabBar = await mainMenu(page).boundingBox()
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((tabBar?.y ?? 0) + 1)
  } else {
    await expect(mainMenu(page).getByRole('link')).toHaveText(['Home', 'About Us', 'Blog', 'Contact Us'])
    await expect(servicesToggle(page)).toBeVisible()
    await expect(bookCleaning).toBeVisible()
    await expect(bookCleaning).toHaveAttribute('href', '/contact')
    await expect(bookSession).toBeHidden()
    await expect(firstPhone).toBeVisible()
    await expect(firstPhone).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(page.getByRole('button', { name: 'Services', exact: true, includeHidden: true })).toBeHidden()
  }
})

test('the header services menu lists the nine services and navigates to the chosen one', async ({ page, isMobile }) => {
  const consoleMessages = watchConsole(page)
  await visit(page, '/')
  if (isMobile) {
    await expect(servicesTab(page)).toHaveAttribute('aria-expanded', 'false')
    await servicesTab(page).click()
    await expect(servicesDialog(page)).toBeVisible()
    await expect(servicesDialog(page).getByRole('link')).toHaveText(serviceNames)
    await expect.poll(() => rootOverflow(page)).toBe('hidden')
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await servicesDialog(page).getByRole('link', { name: 'Carpet Cleaning' }).click()
    await expect(page).toHaveURL(/\/carpetcleaning$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carpet Cleaning Services in Kenya')
    await expect(servicesDialog(page)).toBeHidden()
    await expect(servicesTab(page)).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => rootOverflow(page)).not.toBe('hidden')
  } else {
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false')
    const panel = await controlledBy(page, servicesToggle(page))
    await expect(panel).toBeHidden()
    await servicesToggle(page).click()
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link')).toHaveText(serviceNames)
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await panel.getByRole('link', { name: 'Carpet Cleaning' }).click()
    await expect(page).toHaveURL(/\/carpetcleaning$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carpet Cleaning Services in Kenya')
    await expect(panel).toBeHidden()
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false')
  }
  expect(consoleMessages).toEqual([])
})

test('the header services menu works by keyboard and Escape gives focus back', async ({ page, isMobile }) => {
  await visit(page, '/about')
  if (isMobile) {
    await servicesTab(page).focus()
    await page.keyboard.press('Enter')
    await expect(servicesDialog(page)).toBeVisible()
    await expect(servicesTab(page)).toHaveAttribute('aria-expanded', 'true')
    expect(await servicesDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(servicesDialog(page)).toBeHidden()
    await expect(servicesTab(page)).toBeFocused()
    await expect(servicesTab(page)).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => rootOverflow(page)).not.toBe('hidden')
  } else {
    const panel = await controlledBy(page, servicesToggle(page))
    await servicesToggle(page).focus()
    await page.keyboard.press('Enter')
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: 'Carpet Cleaning' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link', { name: 'Sofa Cleaning' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(servicesToggle(page)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link', { name: 'Carpet Cleaning' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/carpetcleaning$/)
    await expect(panel).toBeHidden()
  }
})

test('the services sheet locks the page and closes when the window grows past 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await visit(page, '/')
  await servicesTab(page).click()
  await expect(servicesDialog(page)).toBeVisible()
  await expect.poll(() => rootOverflow(page)).toBe('hidden')
  await page.setViewportSize({ width: 1024, height: 768 })
  await expect(servicesDialog(page)).toBeHidden()
  await expect.poll(() => rootOverflow(page)).not.toBe('hidden')
  await expect(servicesToggle(page)).toBeVisible()
  await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false')
})

test('the home page Our Services button opens the services overlay', async ({ page }) => {
  await visit(page, '/')
  await expect(heroServicesButton(page)).toHaveAttribute('aria-haspopup', 'dialog')

  await heroServicesButton(page).click()
  await expect(servicesDialog(page)).toBeVisible()
  await expect(servicesDialog(page).getByRole('link')).toHaveText(serviceNames)
  await expect.poll(() => rootOverflow(page)).toBe('hidden')
  await page.mouse.click(5, 5)
  await expect(servicesDialog(page)).toBeHidden()
  await expect.poll(() => rootOverflow(page)).not.toBe('hidden')

  await heroServicesButton(page).click()
  await expect(servicesDialog(page)).toBeVisible()
  await servicesDialog(page).getByRole('link', { name: 'Fumigation', exact: true }).click()
  await expect(page).toHaveURL(/\/fumigationcleaning$/)
  await expect(servicesDialog(page)).toBeHidden()
})

test('Escape closes the home page services overlay and focus returns to its button', async ({ page }) => {
  await visit(page, '/')
  await heroServicesButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(servicesDialog(page)).toBeVisible()
  expect(await servicesDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(servicesDialog(page)).toBeHidden()
  await expect(heroServicesButton(page)).toBeFocused()
})

test('the menus mark the current page with aria-current', async ({ page, isMobile }) => {
  await visit(page, '/about')
  const about = mainMenu(page).getByRole('link', { name: isMobile ? 'About' : 'About Us', exact: true })
  await expect(about).toHaveAttribute('aria-current', 'page')
  await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current')

  await visit(page, '/sofacleaning')
  let list: Locator
  if (isMobile) {
    await servicesTab(page).click()
    list = servicesDialog(page)
  } else {
    await servicesToggle(page).click()
    list = await controlledBy(page, servicesToggle(page))
  }
  await expect(list.getByRole('link', { name: 'Sofa Cleaning' })).toHaveAttribute('aria-current', 'page')
  await expect(list.locator('[aria-current="page"]')).toHaveCount(1)
})

/** How many bytes of scripts the page has downloaded so far, once decoded. */
const scriptBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
  )

test('the services sheet opens by tap and by keyboard without loading React', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'The sheet is the phone’s services menu; every-island.spec.ts works the desktop drop-down.')
  const consoleMessages = watchConsole(page)
  await visit(page, '/about')
  const bytesBefore = await scriptBytes(page)

  await servicesTab(page).tap()
  await expect(servicesDialog(page)).toBeVisible()
  await expect(servicesTab(page)).toHaveAttribute('aria-expanded', 'true')
  await servicesDialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(servicesDialog(page)).toBeHidden()
  await expect(servicesTab(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(servicesDialog(page).getByRole('link')).toHaveText(serviceNames)
  await page.keyboard.press('Escape')
  await expect(servicesDialog(page)).toBeHidden()
  await expect(servicesTab(page)).toHaveAttribute('aria-expanded', 'false')

  expect((await scriptsOf(page)).filter((name) => name.startsWith('services-menu-'))).toHaveLength(1)
  expect(await reactScriptsOf(page)).toEqual([])
  expect((await scriptBytes(page)) - bytesBefore).toBeLessThan(8 * 1024)
  expect(consoleMessages).toEqual([])
})
