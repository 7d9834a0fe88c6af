import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { openPreview } from './preview.ts'

/** A day a month from now: bookings take dates from today up to two years ahead. */
const soonDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

type Answer = 'ok' | 'error' | 'drop'

/** Stands in for the receiver: records each JSON body and answers as told. */
async function stubReceiver(page: Page, path: string, answer: Answer) {
  const bodies: unknown[] = []
  await page.route(`**${path}`, async (route: Route) => {
    bodies.push(route.request().postDataJSON())
    if (answer === 'drop') return route.abort('connectionreset')
    return route.fulfill({ status: answer === 'ok' ? 200 : 500, contentType: 'application/json', body: '{}' })
  })
  return bodies
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' })
const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a Cleaning Session' })

async function fillContactByKeyboard(page: Page) {
  const form = contactForm(page)
  await form.getByLabel('First name').focus()
  await page.keyboard.type('Amina')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Otieno')
  await page.keyboard.press('Tab')
  await page.keyboard.type('amina@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('0712 345 678')
  await page.keyboard.press('Tab')
  await form.getByLabel('Cleaning service').selectOption({ label: 'Office Cleaning' })
  await form.getByLabel('Cleaning service').focus()
  await page.keyboard.press('Tab')
  await page.keyboard.type('Please clean our office on Saturday & Sunday.')
}

const contactBody = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  contactNumber: '0712 345 678',
  cleaningService: 'officecleaning',
  message: 'Please clean our office on Saturday & Sunday.',
  // The page's language, which the receiver answers in.
  _language: 'en-KE',
}

test('the contact form is sent by keyboard; on success it says so and clears every field', async ({ page }) => {
  const bodies = await stubReceiver(page, '/api/forms/contact', 'ok')
  await page.goto('/contact')
  await fillContactByKeyboard(page)
  await page.keyboard.press('Tab')
  await expect(contactForm(page).getByRole('button', { name: 'Send Message' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(contactForm(page).getByRole('status')).toHaveText('Your message has been sent successfully!')
  expect(bodies).toEqual([contactBody])
  await expect(contactForm(page).getByLabel('First name')).toHaveValue('')
  await expect(contactForm(page).getByLabel('Message')).toHaveValue('')
})

test('when the receiver fails, the contact form says so and keeps what was typed', async ({ page }) => {
  await stubReceiver(page, '/api/forms/contact', 'error')
  await page.goto('/contact')
  await fillContactByKeyboard(page)
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(contactForm(page).getByRole('alert')).toHaveText(
    'There was an unexpected error sending your message. Please try again.',
  )
  await expect(contactForm(page).getByLabel('First name')).toHaveValue('Amina')
  await expect(contactForm(page).getByLabel('Cleaning service')).toHaveValue('officecleaning')
})

test('when the connection drops, the page sends the same form again by itself, under the same key', async ({
  page,
}) => {
  const posts: Request[] = []
  const answers = [
    (route: Route) => route.abort('connectionreset'),
    (route: Route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
    (route: Route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"stored-once"}' }),
  ]
  await page.route('**/api/forms/contact', async (route: Route) => {
    posts.push(route.request())
    await answers[Math.min(posts.length, answers.length) - 1]!(route)
  })
  await page.goto('/contact')
  await fillContactByKeyboard(page)
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(contactForm(page).getByRole('status')).toHaveText('Your message has been sent successfully!')
  const keys = await Promise.all(posts.map((post) => post.headerValue('idempotency-key')))
  expect(keys).toHaveLength(3)
  expect(new Set(keys).size).toBe(1)
  expect(new Set(posts.map((post) => post.postData())).size).toBe(1)
  expect(await posts[0]!.headerValue('content-digest')).toMatch(/^sha-256=:[A-Za-z0-9+/]+=*:$/)
})

test('when the receiver cannot be reached for a minute, the contact form says so and keeps what was typed', async ({
  page,
}) => {
  await stubReceiver(page, '/api/forms/contact', 'drop')
  await page.goto('/contact')
  await fillContactByKeyboard(page)
  await page.clock.install()
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
  const alert = contactForm(page).getByRole('alert')
  // The page waits a minute in all between its resends; the clock runs them on at once.
  await expect(async () => {
    await page.clock.runFor(16_000)
    await expect(alert).toHaveText(
      'There was an error sending your message. Please ensure the API endpoint is correct and try again.',
      { timeout: 200 },
    )
  }).toPass({ timeout: 20_000 })
  await expect(contactForm(page).getByLabel('First name')).toHaveValue('Amina')
  await expect(contactForm(page).getByLabel('Cleaning service')).toHaveValue('officecleaning')
})

test('the booking form shows each missing field under it, refuses a past date and sends the four values', async ({
  page,
}) => {
  const bodies = await stubReceiver(page, '/api/forms/booking', 'ok')
  await page.goto('/contact')
  const form = bookingForm(page)
  await form.getByRole('button', { name: 'Book Now' }).click()
  for (const message of ['Name is required', 'Phone number is required', 'Service is required', 'Date is required']) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(form.getByLabel('Name')).toBeFocused()
  expect(bodies).toEqual([])
  await form.getByLabel('Name').fill('Kamau N.')
  await form.getByLabel('Phone number').fill('+254 712 345 678')
  await form.getByLabel('Service').selectOption('sofacleaning')
  await form.getByLabel('Preferred date').fill('2020-01-15')
  await form.getByRole('button', { name: 'Book Now' }).click()
  await expect(form.getByText('Choose a date from today onwards.')).toBeVisible()
  expect(bodies).toEqual([])
  await form.getByLabel('Preferred date').fill(soonDate)
  await form.getByRole('button', { name: 'Book Now' }).click()
  await expect(form.getByRole('status')).toHaveText('Booking submitted successfully!')
  expect(bodies).toEqual([
    { name: 'Kamau N.', phone: '+254 712 345 678', service: 'sofacleaning', date: soonDate, _language: 'en-KE' },
  ])
})

test('a failed booking keeps the data and says so', async ({ page }) => {
  await stubReceiver(page, '/api/forms/booking', 'error')
  await page.goto('/contact')
  const form = bookingForm(page)
  await form.getByLabel('Name').fill('Kamau N.')
  await form.getByLabel('Phone number').fill('0712345678')
  await form.getByLabel('Service').selectOption('carpetcleaning')
  await form.getByLabel('Preferred date').fill(soonDate)
  await form.getByRole('button', { name: 'Book Now' }).click()
  await expect(form.getByRole('alert')).toHaveText('Failed to submit booking. Please try again.')
  await expect(form.getByLabel('Name')).toHaveValue('Kamau N.')
})

test('"Book this service" opens the booking popup with the service chosen; Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto('/carpetcleaning')
  await page.waitForLoadState('networkidle')
  const opener = page.getByRole('button', { name: 'Book this service' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Book a Cleaning Session' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Service')).toHaveValue('carpetcleaning')
  await expect(dialog.getByLabel('Name')).toBeFocused()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the quote popup thanks the visitor, then opens WhatsApp with the encoded message after 1.5 s and closes', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const opened: unknown[][] = []
    Object.assign(window, { opened, open: (...args: unknown[]) => (opened.push(args), null) })
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const opener = page.getByRole('button', { name: 'Get a Quote' }).first()
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Get a Free Quote' })
  await dialog.getByLabel('Your name').fill('Amina & Co + 1')
  await dialog.getByLabel('What do you need cleaned?').fill('A 5-seat sofa #1 at 50% stains')
  await dialog.getByRole('button', { name: 'Send on WhatsApp' }).click()
  await expect(dialog.getByText('Thank you!')).toBeVisible()
  await expect(dialog.getByText("We're redirecting you to WhatsApp now...")).toBeVisible()
  await expect(dialog).toBeHidden({ timeout: 4000 })
  const opened = (await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)) as string[][]
  expect(opened).toHaveLength(1)
  const [url, target, features] = opened[0] ?? []
  const link = new URL(String(url))
  expect(link.hostname).toBe('wa.me')
  expect(link.searchParams.get('text')).toBe('Name: Amina & Co + 1\nMessage: A 5-seat sofa #1 at 50% stains')
  expect([target, features]).toEqual(['_blank', 'noopener,noreferrer'])
  await expect(opener).toBeFocused()
  await opener.click()
  await expect(page.getByRole('dialog', { name: 'Get a Free Quote' }).getByLabel('Your name')).toHaveValue('')
})

test('in the editor’s preview, the form and its popup work as on the public page', async ({ page }) => {
  const preview = await openPreview(page, '/contact')
  const booking = preview.getByRole('form', { name: 'Book a Cleaning Session' })
  await booking.getByLabel('Name').fill('Kamau N.')
  await booking.getByRole('button', { name: 'Book Now' }).click()
  await expect(booking.getByRole('status')).toHaveText('Please correct the fields marked below.')
  await expect(booking.getByText('Phone number is required', { exact: true })).toBeVisible()
  await expect(booking.getByLabel('Name')).toHaveValue('Kamau N.')

  const opener = preview.getByRole('button', { name: 'Get a Quote' }).first()
  await opener.click()
  const dialog = preview.getByRole('dialog', { name: 'Get a Free Quote' })
  await expect(dialog.getByLabel('Your name')).toBeFocused()
  // Sent from its first field: the preview's frame is shorter than the dialog, whose send button is out of sight.
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('in the editor’s preview, a yes/no, a time of day and a number are checked as the receiver checks them', async ({
  page,
}) => {
  // The repository's site.yaml has none of these kinds: the preview's answer gets a fixture form's fields.
  const fixtureFields = [
    { name: 'hasPets', label: 'Do you have pets?', kind: 'yes-no', required: 'Tell us whether you have pets' },
    { name: 'arrival', label: 'Arrival time', kind: 'time', min: '08:00', max: '18:00' },
    { name: 'rooms', label: 'How many rooms?', kind: 'number', min: 1, max: 20 },
  ]
  await page.route('**/admin/api/**', async (route) => {
    const response = await route.fetch()
    const answer = (await response.json().catch(() => undefined)) as
      { shell?: { forms?: Record<string, { fields: unknown[] }> } } | undefined
    const booking = answer?.shell?.forms?.booking
    if (!booking) return route.fulfill({ response })
    booking.fields.push(...fixtureFields)
    return route.fulfill({ response, json: answer })
  })
  const preview = await openPreview(page, '/contact')
  const booking = preview.getByRole('form', { name: 'Book a Cleaning Session' })
  const pets = booking.getByRole('radiogroup', { name: 'Do you have pets?' })
  await expect(pets.getByRole('radio')).toHaveCount(2)
  const arrival = booking.getByLabel('Arrival time')
  await expect(arrival).toHaveAttribute('type', 'time')
  await expect(booking.getByText('Between 8:00 and 18:00.', { exact: true })).toBeVisible()
  const rooms = booking.getByRole('spinbutton', { name: 'How many rooms?' })
  await expect(rooms).toHaveAttribute('inputmode', 'numeric')

  await arrival.fill('19:30')
  await rooms.fill('0')
  await booking.getByRole('button', { name: 'Book Now' }).click()
  await expect(booking.getByText('Tell us whether you have pets', { exact: true })).toBeVisible()
  await expect(pets).toHaveAttribute('aria-invalid', 'true')
  await expect(booking.getByText('Please choose a time between 8:00 and 18:00.', { exact: true })).toBeVisible()
  await expect(
    booking.getByText('Please enter a whole number from 1 to 20, in figures.', { exact: true }),
  ).toBeVisible()

  await pets.getByRole('radio', { name: 'No' }).check()
  await expect(pets).not.toHaveAttribute('aria-invalid')
  await expect(booking.getByText('Tell us whether you have pets', { exact: true })).toBeHidden()
})
