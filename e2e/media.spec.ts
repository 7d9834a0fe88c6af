import { expect, test, type Locator, type Page } from '@playwright/test'
import { watchConsole } from './console.ts'
import { reactScriptsOf, scriptsOf } from './scripts.ts'

/** How a visitor presses a control: a tap on a phone, a click at desktop width, or the keyboard. */
type Press = (control: Locator, isMobile: boolean) => Promise<void>

const ways: [string, Press][] = [
  ['a tap or click', (control, isMobile) => (isMobile ? control.tap() : control.click())],
  [
    'the keyboard',
    async (control) => {
      await control.focus()
      await control.press('Enter')
    },
  ],
]

/** Checks, once the visitor has used the block, that its plain code came and React did not. */
async function expectPlainCode(page: Page, block: string, consoleMessages: string[]) {
  await expect.poll(async () => (await scriptsOf(page)).some((name) => name.startsWith(`block-${block}-`))).toBe(true)
  expect(await reactScriptsOf(page)).toEqual([])
  // The players and maps ask for their sites, which the tests' browser cannot reach.
  expect(consoleMessages.filter((message) => !/ERR_NAME_NOT_RESOLVED/.test(message))).toEqual([])
}

for (const [way, press] of ways) {
  test.describe(`with ${way}`, () => {
    test('a gallery picture opens larger and Escape gives the focus back to it, without React', async ({
      page,
      isMobile,
    }) => {
      const consoleMessages = watchConsole(page)
      await page.goto('/gallery')
      const opener = page.getByRole('button', { name: /^View larger: / }).nth(1)
      const alt = ((await opener.getAttribute('aria-label')) ?? '').replace('View larger: ', '')
      await press(opener, isMobile)

      const dialog = page.getByRole('dialog', { name: 'Enlarged picture' })
      await expect(dialog).toBeVisible()
      const large = dialog.getByRole('img', { name: alt, exact: true })
      await expect(large).toBeVisible()
      await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      await expect(
        page
          .getByRole('dialog', { name: 'Enlarged picture', includeHidden: true })
          .getByRole('img', { includeHidden: true }),
      ).toHaveCount(0)

      await press(opener, isMobile)
      await expect(dialog).toBeVisible()
      await press(dialog.getByRole('button', { name: 'Close' }), isMobile)
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      await expectPlainCode(page, 'gallery', consoleMessages)
    })

    test('the carpet cleaning video starts in place of its poster, without React', async ({ page, isMobile }) => {
      const consoleMessages = watchConsole(page)
      await page.goto('/carpetcleaning')
      const play = page.getByRole('button', { name: /^Play video: / })
      const title = ((await play.getAttribute('aria-label')) ?? '').replace('Play video: ', '')
      const before = await play.boundingBox()
      await press(play, isMobile)

      const player = page.getByTitle(title, { exact: true })
      await expect(player).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
      )
      await expect(player).toBeFocused()
      await expect(play).toHaveCount(0)
      const after = await player.boundingBox()
      expect(Math.round(after?.width ?? 0)).toBe(Math.round(before?.width ?? -1))
      expect(Math.round(after?.height ?? 0)).toBe(Math.round(before?.height ?? -1))
      await expectPlainCode(page, 'video', consoleMessages)
    })

    test('the contact map shows the live map in place of its picture, without React', async ({ page, isMobile }) => {
      const consoleMessages = watchConsole(page)
      await page.goto('/contact')
      const show = page.getByRole('button', { name: 'Show the live map' })
      // The address the map is of, as its "Open in Google Maps" link asks for it.
      const link = await page.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')
      const place = new URL(link ?? '').searchParams.get('query')
      const section = page.locator('section').filter({ has: show })
      await expect(section.getByText(place ?? '', { exact: true })).toBeVisible()
      await press(show, isMobile)

      const map = page.getByTitle(`Map showing ${place}`, { exact: true })
      await expect(map).toHaveAttribute(
        'src',
        `https://www.google.com/maps?q=${encodeURIComponent(place ?? '')}&output=embed`,
      )
      await expect(map).toBeFocused()
      await expect(show).toHaveCount(0)
      expect((await map.boundingBox())?.height).toBe(450)
      await expectPlainCode(page, 'map', consoleMessages)
    })
  })
}
