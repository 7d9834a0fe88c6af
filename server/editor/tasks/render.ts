import { join } from 'node:path'
import { loadCode } from '../../../src/build/code-build.ts'
import { renderSite, type RenderReport } from '../../../src/build/render-site.ts'
import type { Problem } from '../../../src/validation/problem.ts'
import { changedPaths } from '../changed-paths.ts'
import { businessDetailsPage, pageToOpen } from '../history/changed-page.ts'
import { lastCheck } from './checked-site.ts'
import { textData } from './text-data.ts'

export interface RenderInput {
  /** The site.yaml text to publish. */
  text: string
  /** site.yaml as it is live now, to say what changed. */
  liveText: string
  /** The site's folder: holds its public/. */
  projectRoot: string
  /** A new folder to render into. */
  outDir: string
  /** The site being served: pages whose inputs are unchanged are taken from it. */
  previousDir?: string
  codeDir?: string
}

// The picture variants of every site are kept with the project, whichever folder the site is in.
const imageCache = join(import.meta.dirname, '../../../node_modules/.cache/site-images')

export type RenderOutcome =
  | {
      ok: true
      report: RenderReport
      changed: string[]
      /** The page that shows what changed, to open once it is live (see `pageToOpen`). */
      page: string
      warnings: string[]
    }
  | { ok: false; reason: 'invalid'; problems: Problem[] }
  | { ok: false; reason: 'render-failed'; message: string }

/** Checks a text and renders it into a new folder with the code built at deploy: a publish's heavy part. */
export async function render(input: RenderInput): Promise<RenderOutcome> {
  const { text, liveText, projectRoot, outDir, previousDir } = input
  const publicDir = join(projectRoot, 'public')
  // The editor checked this very text a moment ago, in this thread: that check is reused.
  const { site, errors } = lastCheck(text, publicDir)
  if (!site) return { ok: false, reason: 'invalid', problems: errors }
  const warnings: string[] = []
  try {
    const report = await renderSite(site, outDir, {
      code: await loadCode(input.codeDir),
      publicDir,
      imageCache,
      ...(previousDir ? { previousDir } : {}),
      onWarning: (message) => warnings.push(message),
    })
    const [before, after] = [textData(liveText), textData(text)]
    const page = pageToOpen(before, after, businessDetailsPage(site.pages))
    return { ok: true, report, changed: changedPaths(before, after), page, warnings }
  } catch (error) {
    return { ok: false, reason: 'render-failed', message: error instanceof Error ? error.message : String(error) }
  }
}
