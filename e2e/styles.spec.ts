import { expect, test, type Locator, type Page } from '@playwright/test'

// The styles as the browser computes them: the page column every block sits in, the chat's
// contrast in both themes, and the one error colour.

type Rgba = [number, number, number, number]

function parseColour(value: string): Rgba {
  const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number)
  expect(value, 'a computed colour').toMatch(/^rgba?\(/)
  return [r, g, b, a]
}

/** Paints each layer over the next one down; the last layer is opaque. */
function composite(layers: string[]): Rgba {
  return layers
    .map(parseColour)
    .reduceRight((below, [r, g, b, a]) => [
      r * a + below[0] * (1 - a),
      g * a + below[1] * (1 - a),
      b * a + below[2] * (1 - a),
      1,
    ])
}

function luminance([r, g, b]: Rgba): number {
  const [red, green, blue] = [r, g, b].map((channel) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** The WCAG 2.1 contrast ratio of two colours. */
function contrast(foreground: Rgba, background: Rgba): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The element's `property` colour and the backgrounds behind it, down to the first opaque one. */
async function colours(locator: Locator, property = 'color'): Promise<{ foreground: Rgba; background: Rgba }> {
  const { foreground, layers } = await locator.evaluate((element, name) => {
    const backgrounds: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor
      if (/^rgba\(.*, 0\)$/.test(background)) continue
      backgrounds.push(background)
      if (!background.startsWith('rgba(')) break
    }
    backgrounds.push('rgb(255, 255, 255)')
    return { foreground: getComputedStyle(element).getPropertyValue(name), layers: backgrounds }
  }, property)
  return { foreground: parseColour(foreground), background: composite(layers) }
}

/** What `var(token)` computes to for `property`, on an element of the page. */
function tokenValue(page: Page, property: string, token: string): Promise<string> {
  return page.evaluate(
    ({ name, variable }) => {
      const probe = document.createElement('div')
      probe.style.setProperty(name, `var(${variable})`)
      document.body.append(probe)
      const value = getComputedStyle(probe).getPropertyValue(name)
      probe.remove()
      return value
    },
    { name: property, variable: token },
  )
}

/** Where an element sits across the page, and its side padding. */
function placement(locator: Locator) {
  return locator.evaluate((element) => {
    const { left, width } = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    const page = document.documentElement.clientWidth
    return {
      page,
      left,
      width,
      right: page - left - width,
      maxWidth: style.maxWidth,
      paddingLeft: style.paddingLeft,
      paddingRight: style.paddingRight,
    }
  })
}

const main = (page: Page) => page.getByRole('main')
const blockWithHeading = (page: Page, name: string) =>
  main(page)
    .locator(':scope > *')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

test.describe('the page column', () => {
  for (const { path, banner } of [
    { path: '/', banner: 'Spotless homes and offices across Nairobi' },
    { path: '/about', banner: 'About Us' },
    { path: '/contact', banner: 'Contact Us' },
    { path: '/blog', banner: 'Expert Cleaning Insights' },
    { path: '/carpetcleaning', banner: 'Carpet Cleaning Services in Kenya' },
  ]) {
    test(`on ${path} every block is centred, at most --page-width wide and padded by --space; the banner runs edge to edge`, async ({
      page,
    }) => {
      await visit(page, path)
      const pageWidth = parseFloat(await tokenValue(page, 'max-width', '--page-width'))
      const space = await tokenValue(page, 'padding-left', '--space')
      const bannerBlock = blockWithHeading(page, banner)
      const banners = await bannerBlock.count()
      expect(banners, 'the banner holding the h1').toBe(1)
      const bannerPlace = await placement(bannerBlock)
      expect(bannerPlace.left).toBe(0)
      expect(bannerPlace.width).toBe(bannerPlace.page)

      const blocks = await main(page).locator(':scope > *').all()
      expect(blocks.length).toBeGreaterThan(2)
      for (const [index, block] of blocks.entries()) {
        if ((await block.getByRole('heading', { name: banner, exact: true }).count()) > 0) continue
        const { page: width, left, right, ...box } = await placement(block)
        const where = `block ${index + 1} of ${path}`
        expect(box.width, where).toBeLessThanOrEqual(Math.min(pageWidth, width))
        expect(Math.abs(left - right), `${where} is centred`).toBeLessThan(1)
        expect([box.paddingLeft, box.paddingRight], where).toEqual([space, space])
      }
    })
  }

  test('a block with no container rule of its own (map, form) fills the page column', async ({ page }) => {
    await visit(page, '/contact')
    const pageWidth = parseFloat(await tokenValue(page, 'max-width', '--page-width'))
    for (const heading of ['Find Us', 'Book a Cleaning Session']) {
      const { page: width, left, right, ...box } = await placement(blockWithHeading(page, heading))
      expect(box.maxWidth, heading).toBe(`${pageWidth}px`)
      expect(box.width, heading).toBe(Math.min(pageWidth, width))
      expect(Math.abs(left - right), `${heading} is centred`).toBeLessThan(1)
    }
  })

  test('a new block without any stylesheet still gets the page width and spacing', async ({ page }) => {
    await visit(page, '/about')
    await main(page).evaluate((element) => {
      const section = document.createElement('section')
      section.setAttribute('aria-label', 'A block without styles')
      section.innerHTML = '<h2>New block</h2><p>Its text stays within the page column.</p>'
      element.append(section)
    })
    const block = page.getByRole('region', { name: 'A block without styles' })
    await expect(block).toBeVisible()
    const pageWidth = await tokenValue(page, 'max-width', '--page-width')
    const space = await tokenValue(page, 'padding-left', '--space')
    const { page: width, left, right, ...box } = await placement(block)
    expect(box.maxWidth).toBe(pageWidth)
    expect(box.width).toBe(Math.min(parseFloat(pageWidth), width))
    expect(Math.abs(left - right)).toBeLessThan(1)
    expect([box.paddingLeft, box.paddingRight]).toEqual([space, space])
    expect(parseFloat(space)).toBeGreaterThanOrEqual(16)
  })

  test('at 1280 px a block is exactly --page-width wide, centred; at 375 px it spans the screen with side padding', async ({
    page,
    isMobile,
  }) => {
    await visit(page, '/about')
    const services = blockWithHeading(page, 'Our Services')
    const { page: width, left, right, ...box } = await placement(services)
    if (isMobile) {
      expect(width).toBe(375)
      expect([left, right]).toEqual([0, 0])
      expect(box.width).toBe(375)
      expect([box.paddingLeft, box.paddingRight]).toEqual(['16px', '16px'])
    } else {
      expect(width).toBe(1280)
      expect(box.maxWidth).toBe('1152px')
      expect(box.width).toBe(1152)
      expect([left, right]).toEqual([64, 64])
      expect([box.paddingLeft, box.paddingRight]).toEqual(['32px', '32px'])
    }
  })
})

test.describe('the chat', () => {
  const greetingText = 'Hello! How can we assist you today?'
  const toggle = (page: Page) =>
    page.getByRole('button', { name: /^Chat with Ruiru Cleaning & Fumigation on WhatsApp/ })
  const chat = (page: Page) => page.getByRole('dialog', { name: 'Ruiru Cleaning & Fumigation' })

  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`A8: with ${motion} motion the toggle's ring ${motion === 'reduce' ? 'stays still' : 'pulses'}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion })
      await visit(page, '/')
      const ring = await toggle(page).evaluate((element) => getComputedStyle(element, '::before').animationName)
      expect(ring).toBe(motion === 'reduce' ? 'none' : 'floating-whatsapp-pulse')
    })
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`A7, A10: in the ${theme} theme the chat's text has 4.5:1 contrast, its icons, borders and focus ring 3:1`, async ({
      page,
    }) => {
      await page.clock.install()
      await visit(page, '/')
      const lightAccent = (await colours(toggle(page), 'background-color')).foreground
      if (theme === 'dark') {
        await page.locator('.floating-whatsapp').evaluate((root) => root.classList.add('floating-whatsapp--dark'))
        const darkAccent = (await colours(toggle(page), 'background-color')).foreground
        expect(darkAccent, 'the dark theme changes the colours').not.toEqual(lightAccent)
      }
      await page.clock.fastForward(60_000)
      const badge = toggle(page).getByText('1', { exact: true })
      await expect(badge).toBeVisible()
      const badgeColours = await colours(badge)
      const iconColours = await colours(toggle(page))

      await toggle(page).click()
      await expect(chat(page)).toBeVisible()
      await page.clock.fastForward(5_000)
      await expect(chat(page).getByText(greetingText)).toBeVisible()
      const input = chat(page).getByRole('textbox', { name: 'Message to Ruiru Cleaning & Fumigation' })
      await input.fill('Hello')
      const typed = await colours(input)
      await input.fill('')
      const placeholder = await input.evaluate((element) => getComputedStyle(element, '::placeholder').color)
      const close = chat(page).getByRole('button', { name: 'Close chat' })
      await input.focus()
      await page.keyboard.press('Shift+Tab')
      await expect(close).toBeFocused()
      const footer = await input.evaluate(
        (element) => getComputedStyle(element.parentElement ?? element).backgroundColor,
      )

      const pairs: [string, { foreground: Rgba; background: Rgba }, number][] = [
        [
          'the name in the header',
          await colours(chat(page).getByRole('heading', { name: 'Ruiru Cleaning & Fumigation' })),
          4.5,
        ],
        ['the status in the header', await colours(chat(page).getByText('Typically replies within 1 minute')), 4.5],
        ['the greeting', await colours(chat(page).getByText(greetingText)), 4.5],
        ['the time of the greeting', await colours(chat(page).locator('time')), 4.5],
        ['typed text', typed, 4.5],
        ['the placeholder', { foreground: parseColour(placeholder), background: typed.background }, 4.5],
        ['the badge', badgeColours, 4.5],
        ['the toggle icon', iconColours, 3],
        ['the send icon', await colours(chat(page).getByRole('button', { name: 'Send message' })), 3],
        ['the input border on the input', await colours(input, 'border-top-color'), 3],
        [
          'the input border on the footer',
          { foreground: (await colours(input, 'border-top-color')).foreground, background: parseColour(footer) },
          3,
        ],
        ['the focus ring in the header', await colours(close, 'outline-color'), 3],
      ]
      for (const [what, { foreground, background }, minimum] of pairs)
        expect(contrast(foreground, background), what).toBeGreaterThanOrEqual(minimum)
    })
  }
})

test.describe('the error colour', () => {
  test('form messages, invalid fields and the chat badge all take --error, which reads at 4.5:1', async ({ page }) => {
    await page.clock.install()
    await visit(page, '/contact')
    const error = await tokenValue(page, 'color', '--error')
    expect(error).toMatch(/^rgb\(/)

    const form = page.getByRole('form', { name: 'Book a Cleaning Session' })
    await form.getByRole('button', { name: 'Book Now' }).click()
    const message = form.getByText('Name is required', { exact: true })
    await expect(message).toBeVisible()
    await expect(message).toHaveCSS('color', error)
    const { foreground, background } = await colours(message)
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
    await expect(form.getByLabel('Name')).toHaveCSS('border-top-color', error)

    await page.clock.fastForward(60_000)
    const badge = page.getByRole('button', { name: /1 new message$/ }).getByText('1', { exact: true })
    await expect(badge).toHaveCSS('background-color', error)
  })
})
