import type { Problem } from '../../../src/validation/problem.ts'

export type { PublishStep } from '../../../src/model/contracts/publish-step.ts'

export interface PublishRequest {
  /** The whole new site.yaml. */
  text: string
  /** The version of site.yaml the editor loaded (`SiteText.version`). */
  baseVersion: string
  /** Who publishes, as the history shows it. */
  author: string
}

export type PublishOutcome =
  | {
      ok: true
      /** The history entry; absent only when it could not be written (see `warnings`). */
      id?: number
      /** The new version of site.yaml. */
      version: string
      changed: string[]
      /**
       * The address of the page to open to see the change: the one page changed, the page with the
       * business details for a change to them, else the home page.
       */
      page: string
      /** The rendered site now served. */
      distDir: string
      /** Pages drawn afresh, and pages taken unchanged from the site it replaced. */
      pages: { drawn: number; kept: number }
      commit?: string
      /** What went wrong after the site went live (history, git); the publish itself stands. */
      warnings: string[]
    }
  | {
      ok: false
      /**
       * conflict: site.yaml changed on disk since `baseVersion`; invalid: the check found errors
       * (`problems`); build-failed: the build stopped; switch-failed: built, but site.yaml could not be
       * saved or the server could not switch; busy: another publish is running.
       */
      reason: 'conflict' | 'invalid' | 'build-failed' | 'switch-failed' | 'busy'
      message: string
      problems?: Problem[]
    }
