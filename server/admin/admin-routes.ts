import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FormDefinition } from '../../src/forms/schema.ts'
import type { Db } from '../storage/database.ts'
import type { Submission, SubmissionStore } from '../storage/submissions.ts'
import { cookie, hashPassword, newToken, parseCookies, sameSecret, sessionStore, type Session } from './auth.ts'
import { toCsv } from './csv.ts'
import { escapeHtml as e, page } from './html.ts'

export interface AdminOptions {
  db: Db
  store: SubmissionStore
  forms: Record<string, FormDefinition>
  password?: string
  loginsPer15Minutes: number
  log: (message: string) => void
}

const sessionCookie = 'admin_session'
const loginCookie = 'admin_login'
const pageSize = 100

type Fields = Record<string, string | undefined>

const when = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'short' }).format(ms)

/** The /admin inbox: server-rendered, behind a password, a session cookie and CSRF tokens. */
export async function adminRoutes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const { store, forms, log } = options
  await app.register(formbody, { bodyLimit: 4096 })

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store')
  })

  if (!options.password) {
    const setup = page(
      'Inbox not set up',
      `<h1>The inbox is not set up yet</h1>
<p>Form submissions are being stored, but nobody can read them here until a password is set.</p>
<p>Start the server with the <code>ADMIN_PASSWORD</code> environment setting, for example
<code>ADMIN_PASSWORD='a long secret phrase' npm start</code>, then come back to this page.</p>`,
    )
    app.get('/admin', (_request, reply) => reply.code(503).type('text/html; charset=utf-8').send(setup))
    app.all('/admin/*', (_request, reply) => reply.code(404).type('text/html; charset=utf-8').send(setup))
    return
  }

  const checkPassword = hashPassword(options.password)
  const sessions = sessionStore(options.db)
  const secure = (request: FastifyRequest) => request.protocol === 'https'
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body)

  const sessionOf = (request: FastifyRequest): (Session & { token: string }) | undefined => {
    const token = parseCookies(request.headers.cookie)[sessionCookie]
    const session = sessions.find(token)
    return session && token ? { ...session, token } : undefined
  }

  const loginPage = (request: FastifyRequest, reply: FastifyReply, status: number, message?: string) => {
    const token = newToken()
    void reply.header('set-cookie', cookie(loginCookie, token, { secure: secure(request), maxAge: 3600 }))
    return html(
      reply,
      status,
      page(
        'Inbox login',
        `<h1>Inbox login</h1>
${message ? `<p class="error" role="alert">${e(message)}</p>` : ''}
<form method="post" action="/admin/login">
<input type="hidden" name="csrf" value="${e(token)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<div><button type="submit">Log in</button></div>
</form>`,
      ),
    )
  }

  const formTitle = (id: string) => forms[id]?.title ?? id

  const inboxPage = (session: Session, formFilter: string | undefined, before: number | undefined) => {
    const items = store.list({ form: formFilter, limit: pageSize, before })
    const filterLinks = [
      `<a href="/admin"${formFilter ? '' : ' aria-current="page"'}>All</a>`,
      ...Object.keys(forms).map(
        (id) =>
          `<a href="/admin?form=${encodeURIComponent(id)}"${formFilter === id ? ' aria-current="page"' : ''}>${e(formTitle(id))}</a>`,
      ),
    ].join(' ')
    const query = formFilter ? `?form=${encodeURIComponent(formFilter)}` : ''
    const list =
      items.length === 0
        ? '<p>No submissions yet.</p>'
        : items.map((item) => submissionHtml(item, session.csrfToken, query)).join('\n')
    const last = items.at(-1)
    const older =
      items.length === pageSize && last
        ? `<p><a href="/admin?${formFilter ? `form=${encodeURIComponent(formFilter)}&amp;` : ''}before=${last.createdAt}">Older submissions</a></p>`
        : ''
    return page(
      'Inbox',
      `<div class="bar"><h1>Inbox</h1>
<form method="post" action="/admin/logout"><input type="hidden" name="csrf" value="${e(session.csrfToken)}"><button class="secondary" type="submit">Log out</button></form></div>
<nav class="bar filters" aria-label="Filter by form">${filterLinks}</nav>
<p><a href="/admin/export.csv${query}">Download ${formFilter ? e(formTitle(formFilter)) : 'all'} as CSV</a></p>
${list}
${older}`,
    )
  }

  const submissionHtml = (item: Submission, csrf: string, query: string) => {
    const fieldNames = forms[item.form]?.fields.map((field) => field.name) ?? []
    const names = [...fieldNames, ...Object.keys(item.data).filter((name) => !fieldNames.includes(name))]
    const label = (name: string) => forms[item.form]?.fields.find((field) => field.name === name)?.label ?? name
    const rows = names
      .filter((name) => item.data[name] !== undefined && item.data[name] !== '')
      .map((name) => `<dt>${e(label(name))}</dt><dd>${e(item.data[name])}</dd>`)
      .join('')
    return `<article class="${item.handledAt ? 'handled' : ''}" aria-labelledby="s-${e(item.id)}">
<header><h2 id="s-${e(item.id)}">${e(formTitle(item.form))}</h2><span>${e(when(item.createdAt))}</span>
<span>${item.handledAt ? `Handled ${e(when(item.handledAt))}` : '<strong>New</strong>'}</span></header>
<dl>${rows}</dl>
<form method="post" action="/admin/handled${query}">
<input type="hidden" name="csrf" value="${e(csrf)}"><input type="hidden" name="id" value="${e(item.id)}">
<input type="hidden" name="handled" value="${item.handledAt ? '0' : '1'}">
<button type="submit"${item.handledAt ? ' class="secondary"' : ''}>${item.handledAt ? 'Mark as not handled' : 'Mark as handled'}</button>
</form>
</article>`
  }

  const formParam = (value: unknown) => (typeof value === 'string' && Object.hasOwn(forms, value) ? value : undefined)

  app.get<{ Querystring: Fields }>('/admin', (request, reply) => {
    const session = sessionOf(request)
    if (!session) return loginPage(request, reply, 200)
    const before = Number(request.query.before)
    return html(
      reply,
      200,
      inboxPage(session, formParam(request.query.form), Number.isFinite(before) && before > 0 ? before : undefined),
    )
  })

  app.post<{ Body: Fields }>(
    '/admin/login',
    { config: { rateLimit: { max: options.loginsPer15Minutes, timeWindow: 15 * 60_000 } } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Fields
      if (!sameSecret(body.csrf, parseCookies(request.headers.cookie)[loginCookie]))
        return loginPage(request, reply, 403, 'The login form expired. Please try again.')
      if (typeof body.password !== 'string' || !(await checkPassword(body.password))) {
        log('admin: failed login')
        return loginPage(request, reply, 401, 'Wrong password.')
      }
      const { token } = sessions.create()
      log('admin: login')
      return reply
        .header('set-cookie', [
          cookie(sessionCookie, token, { secure: secure(request), maxAge: sessions.maxAgeSeconds }),
          cookie(loginCookie, '', { secure: secure(request), maxAge: 0 }),
        ])
        .redirect('/admin', 303)
    },
  )

  /** A change: needs a session and its CSRF token, or it answers 403 with nothing else. */
  const guarded = (request: FastifyRequest<{ Body: Fields }>, reply: FastifyReply) => {
    const session = sessionOf(request)
    const body = (request.body ?? {}) as Fields
    if (!session || !sameSecret(body.csrf, session.csrfToken)) {
      void html(reply, 403, page('Not allowed', '<h1>Not allowed</h1><p><a href="/admin">Log in again</a></p>'))
      return undefined
    }
    return { session, body }
  }

  app.post<{ Body: Fields }>('/admin/logout', (request, reply) => {
    const ok = guarded(request, reply)
    if (!ok) return reply
    sessions.end(ok.session.token)
    return reply
      .header('set-cookie', cookie(sessionCookie, '', { secure: secure(request), maxAge: 0 }))
      .redirect('/admin', 303)
  })

  app.post<{ Body: Fields; Querystring: Fields }>('/admin/handled', (request, reply) => {
    const ok = guarded(request, reply)
    if (!ok) return reply
    const { id, handled } = ok.body
    if (typeof id !== 'string' || !store.setHandled(id, handled !== '0'))
      return html(reply, 404, page('Not found', '<h1>No such submission</h1><p><a href="/admin">Back</a></p>'))
    log(`admin: submission ${id} marked ${handled === '0' ? 'not handled' : 'handled'}`)
    const form = formParam(request.query.form)
    return reply.redirect(form ? `/admin?form=${encodeURIComponent(form)}` : '/admin', 303)
  })

  app.get<{ Querystring: Fields }>('/admin/export.csv', (request, reply) => {
    if (!sessionOf(request))
      return html(reply, 403, page('Not allowed', '<h1>Not allowed</h1><p><a href="/admin">Log in</a></p>'))
    const form = formParam(request.query.form)
    const items = store.list({ form, limit: 1_000_000 })
    const definitions = form ? [forms[form]] : Object.values(forms)
    const names = [...new Set(definitions.flatMap((definition) => definition?.fields.map((field) => field.name) ?? []))]
    for (const item of items) for (const name of Object.keys(item.data)) if (!names.includes(name)) names.push(name)
    const rows = [
      ['id', 'form', 'received', 'handled', ...names],
      ...items.map((item) => [
        item.id,
        item.form,
        new Date(item.createdAt).toISOString(),
        item.handledAt ? new Date(item.handledAt).toISOString() : '',
        ...names.map((name) => item.data[name] ?? ''),
      ]),
    ]
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="submissions-${form ?? 'all'}-${day}.csv"`)
      .send('\uFEFF' + toCsv(rows))
  })
}
