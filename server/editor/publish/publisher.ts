import { mkdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../../storage/database.ts'
import type { RenderInput, RenderOutcome } from '../tasks/render.ts'
import { writeFileAtomic } from './atomic-write.ts'
import { newBuildName, pruneBuilds } from './builds-folder.ts'
import { commitMessage } from './commit-message.ts'
import { commitSite, isGitWorkTree, untrackedFiles } from './git.ts'
import { historyStore } from '../history/history.ts'
import { publishMessages as messages } from './messages.ts'
import type { PublishOutcome, PublishRequest, PublishStep } from './publish-types.ts'
import { recordPublish } from './record-publish.ts'
import { readSiteText, versionOf, type SiteText } from '../site-source.ts'
import type { LogLine } from '../../log-levels.ts'

export type { PublishOutcome, PublishRequest, PublishStep } from './publish-types.ts'

export interface PublisherOptions {
  /** Holds site.yaml and public/. */
  projectRoot: string
  /** Each publish renders into a new folder here. */
  buildsDir: string
  db: Db
  /** Makes the server serve the site in `distDir`; a throw or rejection undoes the publish. */
  onPublished(distDir: string): void | Promise<void>
  /** The folder being served now: pages whose inputs did not change are taken from it. */
  servedDir?: () => string
  /** The code build pages are rendered with (.build/ in the project unless told). */
  codeDir?: string
  log?: LogLine
  /** Renders kept after a successful publish, the one served included (default 3). */
  keepBuilds?: number
  /** Checks and renders a text into a folder: the server runs it in its worker pool; here unless told. */
  render?: (input: RenderInput) => Promise<RenderOutcome>
}

export interface Publisher {
  /** site.yaml as it is on disk now, with the version a publish must name. */
  current(): SiteText
  /** Checks, renders and switches the live site to `request.text`; one publish at a time. */
  publish(request: PublishRequest, onStep?: (step: PublishStep, detail?: string) => void): Promise<PublishOutcome>
  isBusy(): boolean
}

/** Uploaded pictures are committed along with the site.yaml that uses them. */
const uploadsFolder = 'public/images/uploads'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createPublisher(options: PublisherOptions): Publisher {
  const { projectRoot, buildsDir, db, onPublished, log = () => {}, keepBuilds = 3 } = options
  // Loaded only when used, so that the server, which renders in its pool, never loads the picture decoder here.
  const render = options.render ?? (async (input: RenderInput) => (await import('../tasks/render.ts')).render(input))
  const siteFile = join(projectRoot, 'site.yaml')
  const history = historyStore(db)
  let isBusy = false

  async function publishNow(request: PublishRequest, step: (step: PublishStep, detail?: string) => void) {
    step('checking')
    const modifiedAt = statSync(siteFile).mtimeMs
    const live = readSiteText(siteFile)
    if (live.version !== request.baseVersion) return refuse('conflict', messages.conflict)

    step('building')
    const distDir = join(buildsDir, newBuildName())
    let isLive = false
    let changed: string[]
    let page: string
    let pages: { drawn: number; kept: number }
    try {
      mkdirSync(buildsDir, { recursive: true })
      const previousDir = options.servedDir?.()
      const rendered = await render({
        text: request.text,
        liveText: live.text,
        projectRoot,
        outDir: distDir,
        ...(previousDir ? { previousDir } : {}),
        ...(options.codeDir ? { codeDir: options.codeDir } : {}),
      }).catch((error: unknown) => ({ ok: false, reason: 'render-failed', message: reasonOf(error) }) as const)
      if (!rendered.ok && rendered.reason === 'invalid')
        return { ...refuse('invalid', messages.invalid(rendered.problems)), problems: rendered.problems }
      if (!rendered.ok) return refuse('build-failed', messages.buildFailed(rendered.message))
      changed = rendered.changed
      page = rendered.page
      pages = { drawn: rendered.report.rendered, kept: rendered.report.reused }
      log(
        `Drew ${pages.drawn} pages and kept ${pages.kept} unchanged in ${rendered.report.ms} ms ` +
          `(pictures ${rendered.report.pictureMs ?? 0} ms).`,
      )

      step('switching')
      // Someone may have changed site.yaml while the pages were drawn.
      if (readSiteText(siteFile).version !== live.version) return refuse('conflict', messages.conflict)
      try {
        writeFileAtomic(siteFile, request.text)
      } catch (error) {
        log(`site.yaml could not be written: ${reasonOf(error)}`, 'error')
        return refuse('switch-failed', messages.notSaved)
      }
      try {
        await onPublished(distDir)
      } catch (error) {
        log(`The server could not switch to ${distDir}: ${reasonOf(error)}`, 'error')
        return refuse('switch-failed', messages.notSwitched(putBack(live, request.text)))
      }
      isLive = true
    } finally {
      if (!isLive) rmSync(distDir, { recursive: true, force: true })
    }
    log(`Published site.yaml from ${request.author}; serving ${distDir}.`)

    step('recording')
    const published = { text: request.text, version: versionOf(request.text) }
    const warnings: string[] = []
    const warn = (warning: string) => {
      warnings.push(warning)
      log(warning, 'warn')
    }
    let id: number | undefined
    try {
      id = recordPublish(db, history, { replaced: { ...live, modifiedAt }, published, author: request.author, changed })
    } catch (error) {
      log(`The publish could not be recorded: ${reasonOf(error)}`, 'error')
      warn(messages.notRecorded)
    }
    const commit = commitPublish(changed, warn)
    if (commit && id !== undefined) history.setCommit(id, commit)
    try {
      pruneBuilds(buildsDir, keepBuilds, distDir)
    } catch (error) {
      log(`Old builds in ${buildsDir} could not be removed: ${reasonOf(error)}`, 'warn')
    }
    step('done')
    return {
      ok: true,
      id,
      version: published.version,
      changed,
      page,
      distDir,
      pages,
      commit,
      warnings,
    } satisfies PublishOutcome
  }

  /** Puts the replaced site.yaml back unless someone else has written it since; true when it is back. */
  function putBack(replaced: SiteText, written: string): boolean {
    try {
      if (readSiteText(siteFile).version === versionOf(written)) writeFileAtomic(siteFile, replaced.text)
      return readSiteText(siteFile).version === replaced.version
    } catch {
      return false
    }
  }

  function commitPublish(changed: string[], warn: (warning: string) => void): string | undefined {
    if (!isGitWorkTree(projectRoot)) return undefined
    try {
      const files = ['site.yaml', ...untrackedFiles(projectRoot, uploadsFolder)]
      return commitSite(projectRoot, files, commitMessage(changed))
    } catch (error) {
      log(`The git commit failed: ${reasonOf(error)}`, 'error')
      warn(messages.notCommitted)
      return undefined
    }
  }

  return {
    current: () => readSiteText(siteFile),
    isBusy: () => isBusy,
    async publish(request, onStep) {
      if (isBusy) return refuse('busy', messages.busy)
      isBusy = true
      const step = (name: PublishStep, detail?: string) => {
        try {
          onStep?.(name, detail)
        } catch {
          // A listener that went away (a closed browser tab) must not stop the publish.
        }
      }
      try {
        return await publishNow(request, step)
      } finally {
        isBusy = false
      }
    },
  }
}

function refuse(reason: Exclude<PublishOutcome, { ok: true }>['reason'], message: string) {
  return { ok: false, reason, message } satisfies PublishOutcome
}
