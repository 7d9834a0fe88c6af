import { expect, test, type Page } from '@playwright/test'
import { adminSections } from '../src/model/admin-sections.ts'
import { startFromPublished } from './admin/left-changes.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { logIn } from './admin/log-in.ts'

// Every screen of the editor read at 375 px, as an office manager would read it: none of the words of
// the people who built it, outside the one closed "Advanced (rarely needed)" disclosure a screen or a part
// may have. On a copy of the project with its own server, so publishing changes the copy.
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
test.skip(({ viewport }) => viewport?.width !== 375, 'Read on a phone: the mobile project runs it at 375 px')

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

/** Programmer words, each as it would show on a screen; numbers are the answers a server gives when it refuses. */
const programmerWords: RegExp[] = [
  /\bsite\.yaml\b/i,
  /\byaml\b/i,
  /\bslugs?\b/i,
  /\bkeys?\b/i,
  /\blocales?\b/i,
  /\balt text\b/i,
  /\bmeta description\b/i,
  /\bmarkdown\b/i,
  /\bblocks?\b/i,
  /\bprefill\b/i,
  /\bpublic\//i,
  /\.svg\b/i,
  /\bcommit(s|ted)?\b/i,
  /\bgit\b/i,
  /\bstatus\b/i,
  /\b(400|401|403|404|409|413|422|429|500|502|503|504)\b/,
  /\bundefined\b/,
  /\bnull\b/,
  /\[object/,
  /\bclass names?\b/i,
  /\bcss\b/i,
  // Words the office manager did not know in the second week (issue 30).
  /en-KE/,
  /favicon/i,
  /avatar/i,
  /\bhero\b/i,
  /uploads:/,
  /starts with a slash/i,
  /site root/i,
  /half speed/i,
  /^##/,
  /\bTags\b/,
  /\bentry \d/i,
  /outside the editor/i,
  /exact lines/i,
  /\bCSV\b/,
  /submissions/i,
  / ms\b/,
  /whole text/i,
  /terminal/i,
  /ADMIN_PASSWORD/,
  // Words the office manager did not know in the third week (issue 40).
  /\btagline\b/i,
  /button at the top/i,
  /^Values$/i,
  /page for a wrong address/i,
  /forwarded address/i,
  /for the web developer/i,
  /description for search results/i,
  /link previews?/i,
  /search engines?/i,
  /each with a # in front/i,
  /notes? beside the fields to look at/i,
  /do not stop publishing/i,
  /^Preview of \//,
  /www\.example\.com/i,
  /24-hour/i,
]

/** What only the web developer changes: a closed disclosure the office never has to open. */
const forTheDeveloper = 'details[data-advanced]'

/**
 * Each line of the screen's main part that holds a programmer word, with the word: the text as it shows
 * (what is inside closed disclosures does not), the choices of its lists, which show when opened, and the
 * names of its frames, which a screen reader says. The
 * site's own words are not the editor's: the values in its fields, and the main language's words shown beside
 * a translation's ("In English: …", where a post may say "## Ink" or "leave keys with a neighbour").
 */
async function programmerWordsOn(page: Page): Promise<string[]> {
  expect(
    await page.locator(`main ${forTheDeveloper}[open]`).count(),
    'a disclosure for the web developer is open',
  ).toBe(0)
  const siteWords = await page.locator('main .field__counterpart-words').allInnerTexts()
  const text = siteWords.reduce((shown, words) => shown.replace(words, ''), await page.locator('main').innerText())
  const choices = await page
    .locator(`main select:visible option`)
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''))
  const frames = await page
    .locator('main iframe[title]')
    .evaluateAll((found) => found.map((frame) => frame.getAttribute('title') ?? ''))
  return [...text.split('\n'), ...choices, ...frames].flatMap((line) =>
    programmerWords.flatMap((word) => {
      const found = word.exec(line)
      return found ? [`“${found[0]}” in: ${line.trim()}`] : []
    }),
  )
}

/**
 * Opens every closed item on the screen, again as newly drawn ones appear (a bounded number of rounds),
 * but not the disclosures for the web developer.
 */
async function openEverything(page: Page) {
  for (let round = 0; round < 8; round++) {
    const opened = await page.locator(`main details:not([open]):not(${forTheDeveloper})`).evaluateAll((closed) => {
      for (const item of closed) (item as HTMLDetailsElement).open = true
      return closed.length
    })
    if (opened === 0) return
    // The items draw their insides once told they are open: a frame and a moment later.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
  }
}

/** The Website screen at `section`, starting from the website as published: changes an earlier test left are thrown away. */
async function openWebsite(page: Page, section = 'business') {
  await page.goto(`${server.base}/admin/website?section=${section}`)
  await startFromPublished(page)
}

const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' })

test('the login page speaks to her, and says what to do when the password is lost', async ({ page }) => {
  await page.goto(`${server.base}/admin`)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await expect(
    page.getByText('Ask the owner of the website to send you a sign-in link or to give you a new password.'),
  ).toBeVisible()
  expect(await programmerWordsOn(page), 'the login page').toEqual([])
})

test('every screen of the admin reads in plain words', async ({ page }) => {
  await logIn(page, server)
  const screens = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')
  const names = await screens.allInnerTexts()
  expect(names).toEqual(Object.values(adminSections).map((section) => section.label))
  for (const name of names) {
    await screens.filter({ hasText: name }).click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    if (name === 'Website')
      await expect(page.getByText(/No problems found|problems? found/)).toBeVisible({ timeout: 20_000 })
    if (name === 'History') await expect(page.getByText('Loading the history…')).toHaveCount(0)
    await openEverything(page)
    expect(await programmerWordsOn(page), `the screen “${name}”`).toEqual([])
  }
})

test('every part of the Website form, with a section of each kind open, reads in plain words', async ({ page }) => {
  await logIn(page, server)
  await openWebsite(page)
  const parts = page.getByRole('navigation', { name: 'Parts of the website' }).getByRole('link')
  const names = await parts.allInnerTexts()
  expect(names.length).toBeGreaterThan(10)
  for (const name of names) {
    await parts.filter({ hasText: name }).first().click()
    if (name === 'Pages') {
      const kinds = page.getByLabel('New section').first()
      for (const kind of await kinds.locator('option').allInnerTexts()) {
        await kinds.selectOption({ label: kind })
        await page.getByRole('button', { name: 'Add section' }).first().click()
      }
    }
    await openEverything(page)
    if (name === 'Pages') await expect(page.locator('main')).toContainText('Caption')
    expect(await programmerWordsOn(page), `the part “${name}”`).toEqual([])
  }
})

test('Add a service and New post read in plain words', async ({ page }) => {
  await logIn(page, server)
  await openWebsite(page)
  await page.getByRole('button', { name: 'Add a service' }).click()
  await expect(page.getByLabel('Name of the service')).toBeVisible()
  expect(await programmerWordsOn(page), 'Add a service').toEqual([])
  await page.getByRole('button', { name: 'New post' }).click()
  await expect(page.getByLabel('Title of the post')).toBeVisible()
  expect(await programmerWordsOn(page), 'New post').toEqual([])

  // The post starts with an empty text box and a hint in it, not with markup to delete first.
  await page.getByLabel('Title of the post').fill('Clean Windows Without Streaks')
  await page.getByRole('button', { name: 'Start the post' }).click()
  const text = page.getByLabel('Text of the post', { exact: true })
  await expect(text).toHaveValue('')
  await expect(text).toHaveAttribute('placeholder', /^Write here\./)
  await openEverything(page)
  expect(await programmerWordsOn(page), 'the new post').toEqual([])
})

test('a problem, its summary and the choice of pictures read in plain words', async ({ page }) => {
  await logIn(page, server)
  await openWebsite(page)
  const office = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Office' }) })
  await office.locator('summary').click()
  await office.getByLabel('Number', { exact: true }).fill('call the office')
  await expect(bar(page).getByText('1 problem to fix first.')).toBeVisible({ timeout: 15_000 })
  await bar(page)
    .getByRole('button', { name: /Show the problem/ })
    .click()
  expect(await programmerWordsOn(page), 'a problem and its summary').toEqual([])

  await page.getByRole('link', { name: /^Services/ }).click()
  const service = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Carpet Cleaning' }) })
  await service.locator('summary').click()
  await service.getByRole('button', { name: 'Choose from your pictures' }).click()
  await expect(service.getByRole('region', { name: 'Your pictures' }).getByRole('button').first()).toBeVisible()
  const unused = page.getByRole('region', { name: 'Pictures not used anywhere' })
  await unused.getByRole('button', { name: 'Look for pictures not used anywhere' }).click()
  await expect(unused.getByText('Every uploaded picture is in use.')).toBeVisible()
  expect(await programmerWordsOn(page), 'pictures').toEqual([])
})

test('History, its undo and its bring-back read in plain words', async ({ page }) => {
  await logIn(page, server)
  await openWebsite(page)
  const office = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Office' }) })
  await office.locator('summary').click()
  await office.getByLabel('Number', { exact: true }).fill('+254 711 222 333')
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })
  await bar(page).getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 90_000 })

  await page.goto(`${server.base}/admin/history`)
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Undo these changes' }).first()).toBeVisible()
  expect(await programmerWordsOn(page), 'History').toEqual([])

  await page.getByRole('button', { name: 'Undo these changes' }).first().click()
  await expect(page.getByText('This changes the website now:')).toBeVisible()
  await page.getByRole('button', { name: 'See the page as it will be' }).click()
  await expect(page.getByText('The page / as visitors will see it after this:')).toBeVisible({ timeout: 15_000 })
  const asItWillBe = page.frameLocator('iframe[title="The page as it will be"]')
  await expect(asItWillBe.getByText('+254 700 000 001').first()).toBeAttached()
  expect(await asItWillBe.getByText('+254 711 222 333').count()).toBe(0)
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  expect(await programmerWordsOn(page), 'the undo').toEqual([])
  await page.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Bring back a page or post' }).first().click()
  await expect(page.getByText(/Which one\?|Every page and post of this version is the same/)).toBeVisible()
  expect(await programmerWordsOn(page), 'bringing back').toEqual([])
})

test('People gives the owner a sign-in link to send, as the login page says, and it lets the person in', async ({
  page,
  browser,
}) => {
  await logIn(page, server)
  await page.goto(`${server.base}/admin/people`)
  const add = page.getByRole('region', { name: 'Add someone' })
  await add.getByLabel('Name', { exact: true }).fill('Neema')
  await add.getByLabel('Editor — website and history').check()
  await add.getByLabel('Starting password', { exact: true }).fill('a starting phrase for Neema')
  await add.getByLabel('Repeat the starting password').fill('a starting phrase for Neema')
  await add.getByRole('button', { name: 'Add this person' }).click()

  const neema = page.getByRole('article', { name: 'Neema' })
  await neema.getByRole('button', { name: 'Copy a sign-in link to send to Neema' }).click()
  const link = await neema.getByLabel('Sign-in link for Neema').inputValue()
  await expect(neema.getByText(/Send it to Neema yourself, by WhatsApp/)).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  expect(await programmerWordsOn(page), 'People with a link to send').toEqual([])

  const theirs = await browser.newPage()
  await theirs.goto(link)
  await theirs.getByLabel('Your password', { exact: true }).fill('neema chose this phrase')
  await theirs.getByLabel('Repeat your password').fill('neema chose this phrase')
  await theirs.getByRole('button', { name: 'Save and log in' }).click()
  await expect(theirs.getByRole('navigation', { name: 'Admin sections' })).toBeVisible()
  await theirs.close()
})
