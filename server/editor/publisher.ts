import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkSiteText } from '../../src/validation/check-site.ts'
import type { Db } from '../storage/database.ts'
import { writeFileAtomic } from './atomic-write.ts'
import { runSiteBuild, type BuildResult, type RunBuild } from './build-runner.ts'
import { draftFile, newBuildName, pruneBuilds } from './builds-folder.ts'
import { changedPaths } from './changed-paths.ts'
import { commitMessage } from './commit-message.ts'
import { commitSite, isGitWorkTree, untrackedFiles } from './git.ts'
import { historyStore } from './history.ts'
import { publishMessages as messages } from './messages.ts'
import type { PublishOutcome, PublishRequest, PublishStep } from './publish-types.ts'
import { recordPublish, siteData } from './record-publish.ts'
import { readSiteText, versionOf, type SiteText } from './site-source.ts'

export type { PublishOutcome, PublishRequest, PublishStep } from './publish-types.ts'

export interface PublisherOptions {
  /** Holds site.yaml, public/ and scripts/build.ts. */
  projectRoot: string
  /** Each publish builds into a new folder here; the draft being built is kept here meanwhile. */
  buildsDir: string
  db: Db
  /** Makes the server serve the build in `distDir`; a throw or rejection undoes the publish. */
  onPublished(distDir: string): void | Promise<void>
  log?: (line: string) => void
  /** Builds kept after a successful publish, the one served included (default 3). */
  keepBuilds?: number
  /** The build; the project's scripts/build.ts unless a test replaces it. */
  runBuild?: RunBuild
}

export interface Publisher {
  /** site.yaml as it is on disk now, with the version a publish must name. */
  current(): SiteText
  /** Checks, builds and switches the live site to `request.text`; one publish at a time. */
  publish(request: PublishRequest, onStep?: (step: PublishStep, detail?: string) => void): Promise<PublishOutcome>
  isBusy(): boolean
}

/** Uploaded pictures are committed along with the site.yaml that uses them. */
const uploadsFolder = 'public/images/uploads'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createPublisher(options: PublisherOptions): Publisher {
  const { projectRoot, buildsDir, db, onPublished, log = () => {}, keepBuilds = 3 } = options
  const runBuild = options.runBuild ?? runSiteBuild
  const siteFile = join(projectRoot, 'site.yaml')
  const publicDir = join(projectRoot, 'public')
  const history = historyStore(db)
  let isBusy = false

  async function publishNow(request: PublishRequest, step: (step: PublishStep, detail?: string) => void) {
    step('checking')
    const modifiedAt = statSync(siteFile).mtimeMs
    const live = readSiteText(siteFile)
    if (live.version !== request.baseVersion) return refuse('conflict', messages.conflict)
    const { errors } = checkSiteText(request.text, { fileName: 'site.yaml', publicDir })
    if (errors.length > 0) return { ...refuse('invalid', messages.invalid(errors)), problems: errors }

    step('building')
    const name = newBuildName()
    const distDir = join(buildsDir, name)
    let isLive = false
    try {
      const built = await build(request.text, name, (line) => step('building', line))
      if (!built.ok) return refuse('build-failed', messages.buildFailed(built.errors))

      step('switching')
      // The build takes a while: someone may have changed site.yaml meanwhile.
      if (readSiteText(siteFile).version !== live.version) return refuse('conflict', messages.conflict)
      try {
        writeFileAtomic(siteFile, request.text)
      } catch (error) {
        return refuse('switch-failed', messages.notSaved(reasonOf(error)))
      }
      try {
        await onPublished(distDir)
      } catch (error) {
        return refuse('switch-failed', messages.notSwitched(reasonOf(error), putBack(live, request.text)))
      }
      isLive = true
    } finally {
      if (!isLive) rmSync(distDir, { recursive: true, force: true })
    }
    log(`Published site.yaml from ${request.author}; serving ${distDir}.`)

    step('recording')
    const published = { text: request.text, version: versionOf(request.text) }
    const changed = changedPaths(siteData(live.text), siteData(request.text))
    const warnings: string[] = []
    const warn = (warning: string) => {
      warnings.push(warning)
      log(warning)
    }
    let id: number | undefined
    try {
      id = recordPublish(db, history, { replaced: { ...live, modifiedAt }, published, author: request.author, changed })
    } catch (error) {
      warn(messages.notRecorded(reasonOf(error)))
    }
    const commit = commitPublish(changed, warn)
    if (commit && id !== undefined) history.setCommit(id, commit)
    try {
      pruneBuilds(buildsDir, keepBuilds, distDir)
    } catch (error) {
      log(`Old builds in ${buildsDir} could not be removed: ${reasonOf(error)}`)
    }
    step('done')
    return { ok: true, id, version: published.version, changed, distDir, commit, warnings } satisfies PublishOutcome
  }

  /** Builds `text` into <buildsDir>/<name>, from a draft file that lives only as long as the build. */
  async function build(text: string, name: string, onOutput: (line: string) => void): Promise<BuildResult> {
    mkdirSync(buildsDir, { recursive: true })
    const draft = draftFile(buildsDir, name)
    try {
      writeFileSync(draft, text)
      return await runBuild({ projectRoot, siteYaml: draft, outDir: join(buildsDir, name), onOutput })
    } catch (error) {
      return { ok: false, errors: reasonOf(error) }
    } finally {
      rmSync(draft, { force: true })
    }
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
      warn(messages.notCommitted(reasonOf(error)))
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
