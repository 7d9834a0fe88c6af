import type { PersonRole } from '../../src/model/admin-api.ts'
import { adminSections, sectionNames, type SectionName } from '../../src/model/admin-sections.ts'

export type { PersonRole }

export const personRoles: readonly PersonRole[] = ['owner', 'editor', 'inbox']

export const isPersonRole = (value: unknown): value is PersonRole => personRoles.includes(value as PersonRole)

/**
 * Who may call an /admin route, declared in its `config`. Every /admin route declares either `allow`
 * or `public: true`; the server refuses to start otherwise (see route-guard.ts).
 */
export interface AdminRouteRule {
  /** The kinds of account that may call it; anyone else gets 403. */
  allow?: readonly PersonRole[]
  /** Open to everyone: the login, the sign-in link and the /admin app's own files. */
  public?: true
  /**
   * Asked for by the browser itself (a download link, a picture), which sends the session cookie but
   * cannot send the CSRF token; only for calls that change nothing.
   */
  withoutCsrfToken?: true
}

declare module 'fastify' {
  interface FastifyContextConfig extends AdminRouteRule {}
}

/** For each section, a rule that lets in the kinds of account that may open it, and no one else. */
const sectionRules = Object.fromEntries(sectionNames.map((name) => [name, { allow: adminSections[name].roles }])) as {
  readonly [Name in SectionName]: { readonly allow: readonly PersonRole[] }
}

/** The `config` of each kind of /admin route. */
export const allow = {
  /**
   * One per section of the admin (src/model/admin-sections.ts): `allow.visits` lets in whoever may open the Visits
   * screen. The Look and History screens call the website's routes.
   */
  ...sectionRules,
  /** Logging out, the session, one's own password. */
  everyone: { allow: personRoles },
  public: { public: true },
} as const satisfies Record<string, AdminRouteRule>
