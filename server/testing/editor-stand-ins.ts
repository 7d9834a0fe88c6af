import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AdminGuard } from '../admin/admin-session.ts'
import { changedPaths } from '../editor/changed-paths.ts'
import type { PublisherOptions } from '../editor/publisher.ts'
import { siteData } from '../editor/record-publish.ts'

type Render = NonNullable<PublisherOptions['render']>

/** For tests: stands for the render, which it does not run: the new folder holds the text it was given. */
export const renderStandIn: Render = async ({ text, liveText, outDir }) => {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'site.yaml'), text)
  return {
    ok: true,
    report: { routes: 1, rendered: 1, reused: 0, ms: 1 },
    changed: changedPaths(siteData(liveText), siteData(text)),
    warnings: [],
  }
}

/** For tests: lets in requests that carry the token `test`, as the real guard lets in a session's CSRF token. */
export const tokenGuard = {
  require: (request, reply) => {
    if (request.headers['x-csrf-token'] === 'test') return { token: 'x', csrfToken: 'test', expiresAt: 0 }
    void reply.code(401).send({ error: 'Your session has ended. Log in again.' })
    return undefined
  },
} as AdminGuard
