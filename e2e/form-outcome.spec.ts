import { expect, test, type Locator, type Page } from '@playwright/test'
import { scrollIntoStillView } from './layout-still.ts'

/** A day a month from now: bookings take dates from today up to two years ahead. */
const soonDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** Stands in for the receiver at `path`, answering every post as `status`. */
const answerPosts = (page: Page, path: string, status: number) =>
  page.route(`**${path}`, (route) => route.fulfill({ status, contentType: 'application/json', body: '{}' }))

/**
 * Brings `button` to the bottom of what the visitor sees, just above a bar fixed across the bottom of the screen
 * (the tab bar on a phone), as a visitor who scrolled just far enough to reach it, and sends the form from there:
 * what the form then says, below the button, starts out of sight.
 */
async function pressAtBottom(button: Locator) {
  await scrollIntoStillView(button)
  await button.evaluate((element) => {
    element.scrollIntoView({ block: 'end', behavior: 'instant' })
    if (element.closest('dialog')) return
    const barTops = [...document.querySelectorAll('body *')]
      .filter((other) => getComputedStyle(other).position === 'fixed')
      .map((bar) => bar.getBoundingClientRect())
      .filter((bar) => bar.width > innerWidth * 0.9 && bar.bottom >= innerHeight)
      .map((bar) => bar.top)
    window.scrollBy({
      top: element.getBoundingClientRect().bottom - Math.min(innerHeight, ...barTops),
      behavior: 'instant',
    })
  })
  // Pressed where it is: a locator's click would first scroll it up, clear of the room the page keeps above the bar.
  const box = await button.boundingBox()
  if (!box) throw new Error('The send button is not on the screen.')
  await button.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Waits until `target` is whole on the screen and nothing covers it, the test having scrolled nothing since it sent. */
async function expectInSight(target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 })
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const middle = (box.left + box.right) / 2
        const edges = [
          [middle, box.top + 1],
          [middle, box.bottom - 1],
        ] as const
        return edges.every(([x, y]) => element.contains(document.elementFromPoint(x, y)))
      }),
    )
    .toBe(true)
}

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a Cleaning Session' })

async function fillBooking(form: Locator) {
  await form.getByLabel('Name').fill('Kamau N.')
  await form.getByLabel('Phone number').fill('0712 345 678')
  await form.getByLabel('Service').selectOption('sofacleaning')
  await form.getByLabel('Preferred date').fill(soonDate)
}

for (const outcome of [
  { answer: 201, what: 'a sent booking', role: 'status', message: 'Booking submitted successfully!', nameAfter: '' },
  {
    answer: 500,
    what: 'a refused booking',
    role: 'alert',
    message: 'Failed to submit booking. Please try again.',
    nameAfter: 'Kamau N.',
  },
] as const) {
  test(`${outcome.what} says so in sight, as a ${outcome.role} with focus, until the visitor types again`, async ({
    page,
  }) => {
    await answerPosts(page, '/api/forms/booking', outcome.answer)
    await page.goto('/contact')
    const form = bookingForm(page)
    await fillBooking(form)
    await pressAtBottom(form.getByRole('button', { name: 'Book Now' }))
    const said = form.getByRole(outcome.role)
    await expect(said).toHaveText(outcome.message)
    await expectInSight(said)
    await expect(said).toBeFocused()
    await expect(form.getByLabel('Name')).toHaveValue(outcome.nameAfter)
    await form.getByLabel('Name').fill('Kamau M.')
    await expect(form.getByText(outcome.message)).toBeHidden()
  })
}

test('a form sent with a field missing brings that field into view with focus', async ({ page }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  await form.getByLabel('Last name').fill('Otieno')
  await form.getByLabel('Email').fill('amina@example.com')
  await form.getByLabel('Phone number').fill('0712 345 678')
  await form.getByLabel('Cleaning service').selectOption({ label: 'Office Cleaning' })
  await form.getByLabel('Message').fill('Please clean our office on Saturday.')
  await pressAtBottom(form.getByRole('button', { name: 'Send Message' }))
  const firstName = form.getByLabel('First name')
  await expect(firstName).toBeFocused()
  await expectInSight(firstName)
  await expect(form.getByText('First name is required', { exact: true })).toBeInViewport()
})

test('the booking popup keeps its confirmation in view, with focus, until the visitor closes it', async ({ page }) => {
  await answerPosts(page, '/api/forms/booking', 201)
  await page.goto('/carpetcleaning')
  const opener = page.getByRole('button', { name: 'Book this service' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Book a Cleaning Session' })
  await fillBooking(dialog)
  await pressAtBottom(dialog.getByRole('button', { name: 'Book Now' }))
  const status = dialog.getByRole('status')
  await expect(status).toHaveText('Booking submitted successfully!')
  await expectInSight(status)
  await expect(status).toBeFocused()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
