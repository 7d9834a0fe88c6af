import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../storage/database.ts'
import { renderStandIn } from '../../testing/editor-stand-ins.ts'
import { copyProjectSources, linkProjectModules } from '../../testing/project-copy.ts'
import type { RenderInput, RenderOutcome } from '../tasks/render.ts'
import { historyStore } from '../history/history.ts'
import { createPublisher, type PublisherOptions, type PublishStep } from './publisher.ts'

/** A copy of the project, so the real site.yaml is never touched; a git work tree of its own. */
const project = mkdtempSync(join(tmpdir(), 'publisher-project-'))
copyProjectSources(project)
linkProjectModules(project)
const git = (...args: string[]) => execFileSync('git', args, { cwd: project, encoding: 'utf8' }).trim()
git('init', '--quiet')
git('add', '--all', '--', '.', ':(exclude)node_modules')
git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '--message', 'The site')

const dataDir = mkdtempSync(join(tmpdir(), 'publisher-data-'))
const buildsDir = join(dataDir, 'builds')
const db = openDatabase(dataDir)
const history = historyStore(db)
const siteFile = join(project, 'site.yaml')

afterAll(() => {
  db.close()
  for (const dir of [project, dataDir]) rmSync(dir, { recursive: true, force: true })
})

const readSite = () => readFileSync(siteFile, 'utf8')
const builds = () => (existsSync(buildsDir) ? readdirSync(buildsDir).sort() : [])

/** `text` with the one line `from` replaced by `to`. */
function replaceLine(text: string, from: string, to: string): string {
  const lines = text.split('\n')
  const index = lines.indexOf(from)
  if (index < 0) throw new Error(`no line ${JSON.stringify(from)} in site.yaml`)
  lines[index] = to
  return lines.join('\n')
}
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1

type Render = (input: RenderInput) => Promise<RenderOutcome>

const fakeRender: Render = renderStandIn

function publisherWith(options: Partial<PublisherOptions> = {}) {
  const onPublished = vi.fn<(distDir: string) => void>()
  const publisher = createPublisher({ projectRoot: project, buildsDir, db, onPublished, ...options })
  return { publisher, onPublished }
}

describe('publishing', () => {
  it('checks, renders into a new folder, switches to it, records and commits', { timeout: 60_000 }, async () => {
    const { publisher, onPublished } = publisherWith()
    const { text, version } = publisher.current()
    const draft = text.replace("number: '+254 700 000 001'", "number: '+254 711 222 333'")
    const steps: PublishStep[] = []

    const outcome = await publisher.publish({ text: draft, baseVersion: version, author: 'Wanjiku' }, (step) => {
      if (steps.at(-1) !== step) steps.push(step)
    })

    if (!outcome.ok) throw new Error(outcome.message)
    expect(steps).toEqual(['checking', 'building', 'switching', 'recording', 'done'])
    expect(outcome.changed).toEqual(['business.phones[0].number'])
    expect(onPublished.mock.calls).toEqual([[outcome.distDir]])
    expect(builds()).toEqual([basename(outcome.distDir)])
    expect(readFileSync(join(outcome.distDir, 'index.html'), 'utf8')).toContain('+254 711 222 333')

    const before = text.split('\n')
    const after = readSite().split('\n')
    const changedLines = after.flatMap((line, index) => (line === before[index] ? [] : [line]))
    expect(after).toHaveLength(before.length)
    expect(changedLines).toEqual(["      number: '+254 711 222 333'"])
    expect(publisher.current().version).toBe(outcome.version)

    const [published, replaced] = history.list()
    expect(published).toMatchObject({ id: outcome.id, origin: 'editor', author: 'Wanjiku' })
    expect(published?.changed).toEqual(['business.phones[0].number'])
    expect(published?.commit).toBe(outcome.commit)
    expect(history.get(outcome.id!)?.text).toBe(draft)
    expect(replaced).toMatchObject({ origin: 'disk', changed: [] })
    expect(history.get(replaced!.id)?.text).toBe(text)

    expect(outcome.commit).toBe(git('rev-parse', 'HEAD'))
    expect(git('log', '-1', '--format=%B')).toBe('Publish from /admin: 1 change\n\nbusiness.phones[0].number')
    expect(git('status', '--porcelain', '--', 'site.yaml')).toBe('')
  })

  it('refuses when site.yaml changed on disk after the editor read it, and touches nothing', async () => {
    const render = vi.fn<Render>(fakeRender)
    const { publisher, onPublished } = publisherWith({ render })
    const { text, version } = publisher.current()
    const theirs = `${text}# Someone else's note\n`
    writeFileSync(siteFile, theirs)
    const buildsBefore = builds()

    const outcome = await publisher.publish({ text: `${text}# Mine\n`, baseVersion: version, author: 'Wanjiku' })

    expect(outcome).toEqual({
      ok: false,
      reason: 'conflict',
      message:
        'The website was changed by someone else at the same moment, so nothing was published. ' +
        'Your changes are kept: publish again to add them to theirs.',
    })
    expect(readSite()).toBe(theirs)
    expect(builds()).toEqual(buildsBefore)
    expect(render).not.toHaveBeenCalled()
    expect(onPublished).not.toHaveBeenCalled()
  })

  it('refuses when site.yaml changes on disk while the pages are drawn', async () => {
    const { text, version } = readSiteAndVersion()
    const theirs = `${text}# Pulled from git\n`
    const { publisher, onPublished } = publisherWith({
      render: async (request) => {
        writeFileSync(siteFile, theirs)
        return fakeRender(request)
      },
    })
    const buildsBefore = builds()

    const outcome = await publisher.publish({ text: `${text}# Mine\n`, baseVersion: version, author: 'Wanjiku' })

    expect(outcome).toMatchObject({ ok: false, reason: 'conflict' })
    expect(readSite()).toBe(theirs)
    expect(builds()).toEqual(buildsBefore)
    expect(onPublished).not.toHaveBeenCalled()
  })

  it('refuses a draft with a broken link, with the problem at its line, and draws nothing', async () => {
    const { publisher } = publisherWith()
    const buildsBefore = builds()
    const { text, version } = publisher.current()
    const draft = replaceLine(text, '    link: /about', '    link: /abuot')

    const outcome = await publisher.publish({ text: draft, baseVersion: version, author: 'Wanjiku' })

    if (outcome.ok) throw new Error('published a broken link')
    expect(outcome.reason).toBe('invalid')
    expect(outcome.problems?.map(({ line, message }) => ({ line, message }))).toEqual([
      { line: lineOf(draft, '    link: /abuot'), message: expect.stringContaining('/abuot') },
    ])
    expect(outcome.message).toBe(
      'Nothing was published: the new version has 1 mistake, so the website stays as it was.',
    )
    expect(readSite()).toBe(text)
    expect(builds()).toEqual(buildsBefore)
  })

  it('leaves the live site alone when the render fails, and says why', async () => {
    const { publisher, onPublished } = publisherWith({
      render: async ({ outDir }) => {
        mkdirSync(join(outDir, 'about'), { recursive: true })
        writeFileSync(join(outDir, 'about/index.html'), '<html>half')
        return { ok: false, reason: 'render-failed', message: 'The picture /images/team.jpg could not be read.' }
      },
    })
    const { text, version } = publisher.current()
    const buildsBefore = builds()

    const outcome = await publisher.publish({ text: `${text}# Mine\n`, baseVersion: version, author: 'Wanjiku' })

    expect(outcome).toEqual({
      ok: false,
      reason: 'build-failed',
      message:
        'The new pages could not be made, so the live site was not changed. The picture /images/team.jpg could not be read.',
    })
    expect(readSite()).toBe(text)
    expect(builds()).toEqual(buildsBefore)
    expect(onPublished).not.toHaveBeenCalled()
    expect(publisher.isBusy()).toBe(false)
  })

  it('treats a render that throws as a failed render', async () => {
    const { publisher } = publisherWith({
      render: () => Promise.reject(new Error('The worker stopped.')),
    })
    const { text, version } = publisher.current()
    const outcome = await publisher.publish({ text: `${text}# Mine\n`, baseVersion: version, author: 'Wanjiku' })
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'build-failed',
      message: expect.stringContaining('The worker stopped.'),
    })
    expect(readSite()).toBe(text)
  })

  it('leaves the live site alone when the code to draw pages with is missing, and says what to run', async () => {
    const { publisher, onPublished } = publisherWith({ codeDir: join(dataDir, 'no-code-here') })
    const { text, version } = publisher.current()
    const buildsBefore = builds()
    const outcome = await publisher.publish({ text: `${text}# Mine\n`, baseVersion: version, author: 'Wanjiku' })
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'build-failed',
      message: expect.stringContaining('npm run build'),
    })
    expect(readSite()).toBe(text)
    expect(builds()).toEqual(buildsBefore)
    expect(onPublished).not.toHaveBeenCalled()
  })

  it('puts site.yaml back when the server cannot switch to the new build', async () => {
    const { publisher } = publisherWith({
      render: fakeRender,
      onPublished: () => Promise.reject(new Error('no site-manifest.json')),
    })
    const { text, version } = publisher.current()
    const buildsBefore = builds()
    const outcome = await publisher.publish({ text: `${text}# Mine\n`, baseVersion: version, author: 'Wanjiku' })
    expect(outcome).toEqual({
      ok: false,
      reason: 'switch-failed',
      message:
        'The new pages were made, but the server could not switch to them, so visitors still see the website as it was. ' +
        'Try again in a moment.',
    })
    expect(readSite()).toBe(text)
    expect(builds()).toEqual(buildsBefore)
  })

  it('runs one publish at a time', async () => {
    let finishRender: (() => void) | undefined
    const { publisher } = publisherWith({
      render: async (request) => {
        await new Promise<void>((resolve) => (finishRender = resolve))
        return fakeRender(request)
      },
    })
    const { text, version } = publisher.current()
    const first = publisher.publish({ text: `${text}# First\n`, baseVersion: version, author: 'Wanjiku' })
    expect(publisher.isBusy()).toBe(true)

    const second = await publisher.publish({ text: `${text}# Second\n`, baseVersion: version, author: 'Otieno' })
    expect(second).toMatchObject({ ok: false, reason: 'busy' })

    await vi.waitFor(() => expect(finishRender).toBeDefined())
    finishRender?.()
    expect(await first).toMatchObject({ ok: true })
    expect(publisher.isBusy()).toBe(false)
    expect(readSite()).toBe(`${text}# First\n`)
  })

  it('records an edit made outside the editor before the publish over it, and keeps only the newest builds', async () => {
    const { publisher } = publisherWith({ render: fakeRender, keepBuilds: 2 })
    const outside = replaceLine(readSite(), '  email: info@example.com', '  email: hello@example.com')
    writeFileSync(siteFile, outside)
    const { version } = publisher.current()
    const draft = outside.replace('  locale: en-KE', '  locale: en-GB')

    const outcome = await publisher.publish({ text: draft, baseVersion: version, author: 'Otieno' })

    if (!outcome.ok) throw new Error(outcome.message)
    const [published, found] = history.list(2)
    expect(published).toMatchObject({ id: outcome.id, author: 'Otieno', changed: ['business.locale'] })
    expect(found).toMatchObject({ origin: 'disk', author: '', changed: ['business.email'] })
    expect(history.get(found!.id)?.text).toBe(outside)
    expect(builds()).toHaveLength(2)
    expect(builds()).toContain(basename(outcome.distDir))
    expect(git('log', '-1', '--format=%s')).toBe('Publish from /admin: 1 change')
  })
})

function readSiteAndVersion() {
  return createPublisher({ projectRoot: project, buildsDir, db, onPublished: () => {} }).current()
}
