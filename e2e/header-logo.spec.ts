import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'

// Where the browser lays out a logo in the header. The built site may have no logo, so each shape is put into
// the home page's header as src/layout/HeaderLogo.tsx writes it; a logo the site has is measured as it is.

/** A plain drawing of `width` × `height`, as a logo file would be. */
const drawing = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="#444"/></svg>`,
  )}`

const shapes = [
  { name: 'a square logo', width: 200, height: 200 },
  { name: 'a wide logo', width: 1000, height: 125 },
]

/** The logo's box, the visible header button's, and whether the page is wider than the window. */
async function logoLayout(page: Page) {
  const logo = page.locator('.masthead__logo')
  await expect(logo).toBeVisible()
  await logo.evaluate((image: HTMLImageElement) => image.decode())
  return page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('.masthead__logo')
    const button = [...document.querySelectorAll<HTMLElement>('.masthead__button')].find(
      (candidate) => candidate.offsetParent !== null,
    )
    const box = image?.getBoundingClientRect()
    return {
      logo: { right: box?.right ?? 0, width: box?.width ?? 0, height: box?.height ?? 0 },
      natural: { width: image?.naturalWidth ?? 0, height: image?.naturalHeight ?? 0 },
      buttonLeft: button?.getBoundingClientRect().left ?? Infinity,
      isPageWider: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }
  })
}

async function expectFitted(page: Page, isMobile: boolean) {
  const { logo, natural, buttonLeft, isPageWider } = await logoLayout(page)
  expect(isPageWider).toBe(false)
  expect(logo.height).toBeGreaterThan(0)
  expect(logo.height).toBeLessThanOrEqual(44)
  // Shrunk or not, the logo keeps its shape.
  expect(Math.abs(logo.width / logo.height - natural.width / natural.height)).toBeLessThan(0.05)
  if (isMobile) expect(logo.right).toBeLessThanOrEqual(buttonLeft)
}

for (const shape of shapes) {
  test(`${shape.name} fits the header at its height, beside the button`, async ({ page, isMobile }) => {
    await page.goto('/')
    const name = (await page.locator('meta[property="og:site_name"]').getAttribute('content')) ?? ''
    const home = page.locator('a.masthead__name')
    await home.evaluate(
      (link, { src, alt, width, height }) => {
        const image = document.createElement('img')
        Object.assign(image, { className: 'masthead__logo', src, alt, width, height })
        link.replaceChildren(image)
      },
      { src: drawing(shape.width, shape.height), alt: name, width: shape.width, height: shape.height },
    )
    await expect(page.getByRole('link', { name, exact: true }).getByRole('img', { name })).toBeVisible()
    await expectFitted(page, isMobile)
  })
}

test('the site’s own logo, when it has one, fits the header beside the button and names the home link', async ({
  page,
  isMobile,
}) => {
  await page.goto('/')
  test.skip((await page.locator('.masthead__logo').count()) === 0, 'this site has no logo')
  await expectFitted(page, isMobile)
  const name = (await page.locator('meta[property="og:site_name"]').getAttribute('content')) ?? ''
  await expect(page.getByRole('link', { name, exact: true }).getByRole('img', { name })).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})
