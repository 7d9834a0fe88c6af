import type { PersonRole } from '../../src/model/admin-api.ts'

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

/** The `config` of each kind of /admin route. */
export const allow = {
  /** Logging out, the session, one's own password. */
  everyone: { allow: personRoles },
  /** The website editor, its Look screen and its history. */
  website: { allow: ['owner', 'editor'] },
  /** Form requests, their export and their deliveries. */
  inbox: { allow: ['owner', 'inbox'] },
  /** The Visits screen: what the site brings, beside the requests it brought. */
  visits: { allow: ['owner', 'inbox'] },
  /** The people who can log in. */
  owner: { allow: ['owner'] },
  public: { public: true },
} as const satisfies Record<string, AdminRouteRule>
