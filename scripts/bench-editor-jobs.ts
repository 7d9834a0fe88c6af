import { chromium, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sharp } from '../src/build/images/sharp.ts'
import { parse } from 'yaml'
import { editorOnPhone } from '../e2e/admin/editor-on-phone.ts'
import { startEditorServer } from '../e2e/admin/project-copy.ts'
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts'

/**
 * `npm run bench:editor-jobs`: the three jobs of issue 21's targets done by a script in Chromium at
 * 375 px, on a copy of the project served on loopback: change the office phone, add a service that
 * can be booked, publish a post with a new photo. Prints, per job, the taps, the fields typed into and
 * the seconds from the Inbox (just logged in) to "Published.". A script does not read, think or type
 * at a person's pace: these are the fewest steps each job takes and how long the editor makes a
 * person wait, not how long a new user takes. Needs `npm run build` first.
 */
const port = Number(process.env.BENCH_PORT ?? 4759)

interface Job {
  name: string
  target: string
  run(steps: Steps): Promise<void>
  /** Whether the published website holds what the job was for, read from the copy's site text. */
  isDone(site: Site): boolean
}

type Site = {
  business: { phones: { number: string }[] }
  pages: Record<string, unknown>
  services: { link: string }[]
  forms: Record<string, { fields: { optionsFrom?: string; options?: { value: string }[] }[] }>
  blog: { posts: { slug: string; featuredImage?: { src: string } }[] }
}

/** The person's steps, counted: each tap or key press on a control, and each field typed into. */
class Steps {
  taps = 0
  fields = 0
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }
  async tap(target: Locator) {
    this.taps++
    await target.click()
  }
  async type(field: Locator, text: string) {
    this.fields++
    await field.fill(text)
  }
  async choose(fileInput: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
    this.taps++
    await fileInput.setInputFiles(file)
  }
  /** Publishes from the bar, and waits for the editor to say it is live. */
  async publish() {
    const page = this.page
    await page.getByText(/No problems found/).waitFor({ timeout: 30_000 })
    await this.tap(page.getByRole('region', { name: 'Publish your changes' }).getByRole('button', { name: 'Publish' }))
    await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor({ timeout: 120_000 })
  }
}

const website = async (steps: Steps) => {
  await steps.tap(steps.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Website' }))
  await steps.page.getByText(/No problems found|problems? found/).waitFor({ timeout: 30_000 })
}

const jobs: Job[] = [
  {
    name: 'Change the office phone',
    target: '30 s',
    async run(steps) {
      const { page } = steps
      await website(steps)
      await steps.tap(page.getByRole('link', { name: 'Business details', exact: true }))
      const office = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Office' }) })
      await steps.tap(office.locator('summary'))
      await steps.type(office.getByLabel('Number', { exact: true }), '+254 711 222 333')
      await steps.publish()
    },
    isDone: (site) => site.business.phones[0]?.number === '+254 711 222 333',
  },
  {
    name: 'Add a service that can be booked',
    target: '2 minutes',
    async run(steps) {
      const { page } = steps
      await website(steps)
      await steps.tap(page.getByRole('button', { name: 'Add a service' }))
      await steps.type(page.getByLabel('Name of the service'), 'Window Cleaning')
      await steps.type(page.getByLabel('One sentence about it'), 'Clear, streak-free windows for homes and offices.')
      await steps.tap(page.getByRole('button', { name: 'Add the service' }))
      await steps.publish()
    },
    // Bookable: its page, and a choice for it in the booking form (typed there, or from the services).
    isDone: (site) =>
      '/window-cleaning' in site.pages &&
      (site.forms.booking?.fields ?? []).some(
        (field) =>
          (field.optionsFrom === 'services' && site.services.some((service) => service.link === '/window-cleaning')) ||
          (field.options ?? []).some((option) => option.value === 'window-cleaning'),
      ),
  },
  {
    name: 'Publish a post with a new photo',
    target: '2 minutes',
    async run(steps) {
      const { page } = steps
      await website(steps)
      await steps.tap(page.getByRole('button', { name: 'New post' }))
      await steps.type(page.getByLabel('Title of the post'), 'Our Sofa, the Day After')
      await steps.tap(page.getByRole('button', { name: 'Start the post' }))
      const post = page
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: 'Our Sofa, the Day After' }) })
        .first()
      const picture = post.locator('.picture-field').first()
      await steps.choose(picture.locator('input[type="file"]'), await phonePhoto())
      await steps.type(
        picture.getByLabel('Describe the new picture for someone who cannot see it'),
        'A grey sofa drying in a sunny sitting room after cleaning',
      )
      await steps.tap(picture.getByRole('button', { name: 'Upload and use' }))
      await page
        .getByRole('region', { name: 'Publish your changes' })
        .getByText(/^The new picture is in place\./)
        .waitFor({ timeout: 60_000 })
      await steps.type(
        post.getByLabel('Text of the post'),
        'We cleaned this sofa on Saturday morning. By Sunday it was dry, soft and smelled fresh.',
      )
      await steps.publish()
    },
    isDone: (site) =>
      site.blog.posts.some(
        (post) =>
          post.slug === 'our-sofa-the-day-after' && post.featuredImage?.src.startsWith('/images/uploads/img-2041-'),
      ),
  },
]

/** A 4032 × 3024 photo as a phone takes it (about 1 MB), two colours so that it is not empty. */
async function phonePhoto() {
  const [width, height] = [4032, 3024]
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 3) {
    const isLeft = (index / 3) % width < width / 2
    pixels[index] = isLeft ? 180 : 60
    pixels[index + 1] = 120
    pixels[index + 2] = isLeft ? 60 : 180
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer }
}

const server = await startEditorServer(port)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const rows: string[] = []
try {
  for (const job of jobs) {
    const page = await editorOnPhone(browser, server)
    const steps = new Steps(page)
    const started = performance.now()
    await job.run(steps)
    const seconds = (performance.now() - started) / 1000
    if (!job.isDone(parse(readFileSync(join(server.dir, 'site.yaml'), 'utf8')) as Site))
      throw new Error(`“${job.name}” was published, but the website does not hold what it was for.`)
    rows.push(`| ${job.name} | ${steps.taps} | ${steps.fields} | ${seconds.toFixed(1)} | ${job.target} |`)
    await page.context().close()
  }
} finally {
  await browser.close()
  await server.stop()
}

console.log('Scripted runs at 375 px in Chromium: no reading or thinking time, so not a new user’s time.\n')
console.log('| Job | Taps | Fields typed into | Seconds (scripted) | Target for a new user |')
console.log('| --- | ---: | ---: | ---: | --- |')
for (const row of rows) console.log(row)
