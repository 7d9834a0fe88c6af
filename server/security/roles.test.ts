import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PersonRole } from '../../src/model/admin-api.ts'
import { adminSections, sectionNames, type SectionName } from '../../src/model/admin-sections.ts'
import { guardMessages } from '../admin/admin-session.ts'
import { personRoles } from '../admin/roles.ts'
import { guardAdminRoutes, publicBodyLimit } from '../admin/route-guard.ts'
import { callAdmin, sessionsByRole, type AdminSessionCookie } from '../testing/admin-client.ts'
import { tokenGuard } from '../testing/editor-stand-ins.ts'
import { routesOf } from '../testing/routes-of.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const password = 'correct horse battery staple'
let server: TestServer
let sessions: Record<PersonRole, AdminSessionCookie>

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 1000 } })
  sessions = await sessionsByRole(server.base, password)
})
afterAll(() => server.close())

const website = adminSections.website.roles
const inbox = adminSections.inbox.roles
const everyone = personRoles

/**
 * The section of the admin a route belongs to by its address, /admin/api/<section> and below: it lets in whoever may
 * open that section, and no one else.
 */
function sectionOf(route: string): SectionName | undefined {
  const url = route.split(' ')[1] ?? ''
  return sectionNames.find((name) => url === `/admin/api/${name}` || url.startsWith(`/admin/api/${name}/`))
}

/**
 * Who may call each /admin route outside a section's own address. A route added to the server there must be added
 * here too: the walk below fails on any route this table does not name, and on any name it has that the server lacks.
 */
const expected: Record<string, readonly PersonRole[] | 'public'> = {
  'GET /admin': 'public',
  'GET /admin/*': 'public',
  'POST /admin/api/login': 'public',
  'POST /admin/api/sign-in-link': 'public',
  'GET /admin/api/session': 'public',
  'POST /admin/api/session': everyone,
  'POST /admin/api/logout': everyone,
  'GET /admin/api/forms': inbox,
  'GET /admin/api/submissions': inbox,
  'POST /admin/api/submissions/:id/handled': inbox,
  'DELETE /admin/api/submissions/:id': inbox,
  'POST /admin/api/submissions/remove-handled': inbox,
  'GET /admin/api/deliveries': inbox,
  'POST /admin/api/deliveries/:id/retry': inbox,
  'GET /admin/requests.xlsx': inbox,
  'GET /admin/api/site': website,
  'POST /admin/api/drafts': website,
  'GET /admin/api/drafts/:id': website,
  'DELETE /admin/api/drafts/:id': website,
  'POST /admin/api/drafts/:id/edits': website,
  'POST /admin/api/drafts/:id/rebase': website,
  'GET /admin/api/drafts/:id/preview': website,
  'POST /admin/api/drafts/:id/publish': website,
  'POST /admin/api/uploads': website,
  'DELETE /admin/api/uploads/:name': website,
  'GET /admin/api/pictures': website,
  'GET /admin/api/pictures/thumbnail': website,
  'GET /admin/api/pictures/unused': website,
}

/** Who may call the route: its section's accounts, or what the table says. */
function whoMayCall(route: string): readonly PersonRole[] | 'public' {
  const section = sectionOf(route)
  return section ? adminSections[section].roles : expected[route]!
}

/** The admin's routes as the server has them, "METHOD /address", logging out last (it ends the session). */
function adminRoutes(): string[] {
  return routesOf(server.app)
    .filter(({ url }) => url.startsWith('/admin'))
    .flatMap(({ url, methods }) =>
      methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS').map((method) => `${method} ${url}`),
    )
    .sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')))
}

/** Made-up names for the address's parts: the guard answers before anything is looked up. */
const concrete = (url: string) => url.replace(':name', 'x.jpg').replace(/:\w+/g, '999999').replace(/\*$/, 'inbox')

async function callAs(route: string, session: AdminSessionCookie | undefined) {
  const [method, url] = route.split(' ') as [string, string]
  const response = await callAdmin(server.base, concrete(url), {
    method,
    ...(session ? { session } : {}),
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
  })
  const text = await response.text()
  const error = response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text) as { error?: string }).error
    : undefined
  return { status: response.status, error }
}

describe('roles on every admin route', () => {
  it('has every route of the server in the table of who may call it or under a section, and nothing else', () => {
    const outsideSections = adminRoutes().filter((route) => !sectionOf(route))
    expect(outsideSections.toSorted()).toEqual(Object.keys(expected).toSorted())
  })

  it('finds the routes of the sections that have their own', () => {
    const sections = new Set(adminRoutes().map(sectionOf))
    expect([...sections]).toEqual(expect.arrayContaining(['visits', 'history', 'people', 'password']))
  })

  it('lets each kind of account call its routes and answers 403 with a sentence on the rest', async () => {
    const refusals: string[] = []
    expect(adminRoutes().length).toBeGreaterThan(40)
    for (const route of adminRoutes()) {
      const rule = whoMayCall(route)
      if (rule === 'public') {
        const { error } = await callAs(route, undefined)
        if (Object.values(guardMessages).includes(error ?? '')) refusals.push(`${route} (public) → ${error}`)
        continue
      }
      const { status: anonymous } = await callAs(route, undefined)
      if (anonymous !== 401) refusals.push(`${route} without a session → ${anonymous}`)
      for (const role of ['inbox', 'editor', 'owner'] as const) {
        const { status, error } = await callAs(route, sessions[role])
        const isAllowed = rule.includes(role)
        if (isAllowed && (status === 401 || status === 403 || error === guardMessages.notAllowed))
          refusals.push(`${route} as ${role} → ${status} (should be let in)`)
        if (!isAllowed && (status !== 403 || error !== guardMessages.notAllowed))
          refusals.push(`${route} as ${role} → ${status} (should be refused)`)
      }
    }
    expect(refusals).toEqual([])
  })
})

describe('the /admin routes open to everyone', () => {
  it('refuse a body larger than a login needs', async () => {
    const withBody = adminRoutes().filter((route) => whoMayCall(route) === 'public' && !route.startsWith('GET '))
    expect(withBody).toEqual(expect.arrayContaining(['POST /admin/api/login', 'POST /admin/api/sign-in-link']))
    const answers = await Promise.all(
      withBody.map(async (route) => {
        const [method, url] = route.split(' ') as [string, string]
        const { status } = await fetch(`${server.base}${concrete(url)}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'x'.repeat(publicBodyLimit) }),
        })
        return `${route} → ${status}`
      }),
    )
    expect(answers).toEqual(withBody.map((route) => `${route} → 413`))
  })

  it('must limit the body they take, or the server does not start', async () => {
    const app = Fastify()
    guardAdminRoutes(app, tokenGuard)
    const starting = app.register(async (open) => {
      open.post('/admin/api/open', { config: { public: true } }, () => ({ ok: true }))
    })
    await expect(starting).rejects.toThrow(
      `POST /admin/api/open is open to everyone, so its bodyLimit must be at most ${publicBodyLimit} bytes`,
    )
    await app.close()
  })
})

describe('an /admin route that does not say who may call it', () => {
  it('stops the server from starting', async () => {
    const app = Fastify()
    guardAdminRoutes(app, tokenGuard)
    const starting = app.register(async (editor) => {
      editor.get('/admin/api/forgotten', () => ({ secret: true }))
    })
    await expect(starting).rejects.toThrow('GET /admin/api/forgotten must say who may call it')
    await app.close()
  })

  it('is not needed outside /admin', async () => {
    const app = Fastify()
    guardAdminRoutes(app, tokenGuard)
    app.get('/api/open', () => ({ ok: true }))
    await app.ready()
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200)
    await app.close()
  })
})
