import { expect, test } from '@playwright/test'
import readExcelFile from 'read-excel-file/node'
import { seriousAccessibilityProblems } from './axe.ts'
import { e2eEditor, logIn } from './admin/log-in.ts'

// The office manager downloads the requests for her boss on her phone, and the file opens in Excel
// with the times the inbox shows and the services by their names.
test.skip(({ viewport }) => viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')

/** Nairobi keeps UTC+3 all year: the clock the inbox and the file show. */
const nairobiOffsetMs = 3 * 3_600_000

test('the inbox gives every request as a file for Excel, with local times and choices by their words', async ({
  page,
}) => {
  const message = `Excel check ${Date.now()}`
  const sentFrom = Date.now()
  const sent = await page.request.post('/api/forms/contact', {
    data: {
      firstName: 'Amina',
      lastName: 'Otieno',
      email: 'amina@example.com',
      contactNumber: '+254712345678',
      cleaningService: 'officecleaning',
      message,
    },
  })
  expect(sent.status()).toBe(201)
  const sentBy = Date.now()

  await logIn(page, e2eEditor)
  const button = page.getByRole('link', { name: 'Download for Excel' })
  await expect(button).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(/\bCSV\b|submission/i)
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toMatch(/^Requests \d{4}-\d{2}-\d{2}\.xlsx$/)
  // A phone shows little of a download: the screen says, in words, that it happened and where the file goes.
  await expect(page.getByRole('status').filter({ hasText: 'downloading' })).toHaveText(
    `The file “${download.suggestedFilename()}” is downloading. Look for it in your Downloads.`,
  )
  const sheets = await readExcelFile(await download.path())
  const contact = sheets.find((sheet) => sheet.sheet === 'Send Us a Message')
  expect(contact?.data[0]).toEqual([
    'Received',
    'First name',
    'Last name',
    'Email',
    'Phone number',
    'Cleaning service',
    'Message',
    'Language',
    'Handled',
    'Handled on',
    'Handled by',
  ])
  const row = contact?.data.find((cells) => cells.includes(message))
  // Sent without a language, as a script may: the site's main one.
  expect(row?.slice(1, 9)).toEqual([
    'Amina',
    'Otieno',
    'amina@example.com',
    '+254712345678',
    'Office Cleaning',
    message,
    'English',
    'No',
  ])
  const received = row?.[0]
  expect(received).toBeInstanceOf(Date)
  // The cell holds the Nairobi clock's reading, as Excel knows no time zones.
  const shown = (received as unknown as Date).getTime()
  expect(shown).toBeGreaterThanOrEqual(sentFrom + nairobiOffsetMs - 1000)
  expect(shown).toBeLessThanOrEqual(sentBy + nairobiOffsetMs + 1000)
})
