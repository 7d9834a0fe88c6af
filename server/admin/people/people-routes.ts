import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TSchema } from '@sinclair/typebox'
import { apiErrorSchema, refusals } from '../../../src/model/contracts/api-error.ts'
import { okAnswer, okAnswerSchema } from '../../../src/model/contracts/ok-answer.ts'
import {
  peopleListSchema,
  personAddressSchema,
  personDetailsSchema,
  signInLinkToSendSchema,
  startingPasswordSchema,
} from '../../../src/model/contracts/people.ts'
import { personSchema } from '../../../src/model/contracts/person.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import type { AdminGuard } from '../admin-session.ts'
import type { SendLink } from '../login/link-mail.ts'
import { refusedFields } from './field-refusal.ts'
import { passwordProblem } from './password-rules.ts'
import { personDetails } from './person-details.ts'
import { peopleMessages as messages } from './people-messages.ts'
import { personView, type PeopleStore, type PersonRecord } from './people.ts'
import { allow } from '../roles.ts'
import { sessionIn } from '../route-guard.ts'
import type { SignInLinks } from '../login/sign-in-links.ts'
import type { LogLine } from '../../log-levels.ts'

export interface PeopleRoutesOptions {
  people: PeopleStore
  guard: AdminGuard
  links: SignInLinks
  /** Emails sign-in links; absent when mail is not set up. */
  sendLink: SendLink | undefined
  log: LogLine
}

const route = { bodyLimit: 4096, config: allow.people } as const

/** The answers of a route: `answer` when it did what was asked, a refusal otherwise. */
const answers = <Answer extends TSchema>(answer: Answer) => ({ 200: answer, ...refusals })

/** The owner's calls: who can log in to /admin, what each may do, their passwords and sign-in links. */
export async function peopleRoutes(app: FastifyInstance, options: PeopleRoutesOptions): Promise<void> {
  const { people, guard, links, sendLink, log } = options
  const typed = typedRoutes(app)
  const youIn = (request: FastifyRequest) => sessionIn(request).person
  const view = (person: PersonRecord, request: FastifyRequest) =>
    personView(person, youIn(request).id, links.sentAt(person.id))
  const owners = () => people.list().filter((person) => person.role === 'owner').length

  /** The person named in the address, or a 404 already sent. */
  const personOf = (id: string, reply: FastifyReply) => {
    const person = people.get(id)
    if (!person) void reply.code(404).send({ error: messages.noSuchPerson })
    return person
  }

  /** The sign-in link to this server's /admin that holds `token`. */
  const linkWith = (token: string, request: FastifyRequest) =>
    `${request.protocol}://${request.host}/admin/sign-in?token=${token}`

  /** Emails the person a new sign-in link; false when the mail server refused it. */
  async function mailLink(person: PersonRecord, request: FastifyRequest): Promise<boolean> {
    if (!sendLink || !person.email) return false
    const token = await links.create(person.id)
    const link = linkWith(token, request)
    try {
      await sendLink({ to: person.email, name: person.name, link })
      log(`admin: ${youIn(request).name} sent ${person.name} a sign-in link`)
      return true
    } catch (error) {
      await links.redeem(token)
      log(
        `admin: a sign-in link for ${person.name} could not be sent: ${error instanceof Error ? error.message : ''}`,
        'error',
      )
      return false
    }
  }

  typed.get(
    '/admin/api/people',
    { config: allow.people, schema: { response: { 200: peopleListSchema, ...refusals } } },
    (request) => ({
      people: people.list().map((person) => view(person, request)),
      canSendLinks: sendLink !== undefined,
    }),
  )

  typed.post(
    '/admin/api/people',
    {
      ...route,
      schema: { body: personDetailsSchema, response: { 201: personSchema, ...refusals, 502: apiErrorSchema } },
    },
    async (request, reply) => {
      const details = personDetails(request.body, people.list(), { isNew: true, canSendLinks: sendLink !== undefined })
      if (!details.ok) return reply.code(422).send(refusedFields(details.errors))
      const { name, email, role, password } = details
      const person = await people.add({ name, role, ...(email ? { email } : {}), ...(password ? { password } : {}) })
      if (!password && !(await mailLink(person, request))) {
        await people.remove(person.id)
        return reply.code(502).send({ error: messages.mailFailed })
      }
      log(`admin: ${youIn(request).name} added ${person.name} (${person.role})`)
      return reply.code(201).send(view(person, request))
    },
  )

  typed.post(
    '/admin/api/people/:id',
    { ...route, schema: { params: personAddressSchema, body: personDetailsSchema, response: answers(personSchema) } },
    async (request, reply) => {
      const person = personOf(request.params.id, reply)
      if (!person) return reply
      const others = people.list().filter((one) => one.id !== person.id)
      const details = personDetails({ ...person, ...request.body }, others, { isNew: false, canSendLinks: false })
      if (!details.ok) return reply.code(422).send(refusedFields(details.errors))
      if (person.role === 'owner' && details.role !== 'owner' && owners() === 1)
        return reply.code(409).send({ error: messages.lastOwner })
      await people.update(person.id, details)
      log(`admin: ${youIn(request).name} changed ${person.name} (now ${details.name}, ${details.role})`)
      return view(people.get(person.id)!, request)
    },
  )

  typed.delete(
    '/admin/api/people/:id',
    { config: allow.people, schema: { params: personAddressSchema, response: answers(okAnswerSchema) } },
    async (request, reply) => {
      const person = personOf(request.params.id, reply)
      if (!person) return reply
      if (person.id === youIn(request).id) return reply.code(409).send({ error: messages.notYourself })
      if (person.role === 'owner' && owners() === 1) return reply.code(409).send({ error: messages.lastOwner })
      await guard.endAll(person.id)
      await people.remove(person.id)
      log(`admin: ${youIn(request).name} removed ${person.name}; their sessions ended`)
      return okAnswer
    },
  )

  typed.post(
    '/admin/api/people/:id/password',
    {
      ...route,
      schema: { params: personAddressSchema, body: startingPasswordSchema, response: answers(okAnswerSchema) },
    },
    async (request, reply) => {
      const person = personOf(request.params.id, reply)
      if (!person) return reply
      if (people.isPasswordFixed(person)) return reply.code(409).send({ error: messages.fixedPassword })
      const { password } = request.body
      const problem = passwordProblem(password)
      if (problem) return reply.code(422).send(refusedFields({ password: problem }))
      await people.setPassword(person, password)
      const session = sessionIn(request)
      if (person.id === session.person.id) await guard.endOthers(session)
      else await guard.endAll(person.id)
      log(`admin: ${session.person.name} set a new password for ${person.name}; their sessions ended`)
      return okAnswer
    },
  )

  typed.post(
    '/admin/api/people/:id/link',
    {
      ...route,
      schema: { params: personAddressSchema, response: { ...answers(okAnswerSchema), 502: apiErrorSchema } },
    },
    async (request, reply) => {
      const person = personOf(request.params.id, reply)
      if (!person) return reply
      if (!sendLink) return reply.code(409).send({ error: messages.noMail })
      if (!person.email) return reply.code(409).send({ error: messages.noEmailForLink })
      if (people.isPasswordFixed(person)) return reply.code(409).send({ error: messages.fixedPassword })
      if (!(await mailLink(person, request))) return reply.code(502).send({ error: messages.mailFailed })
      return okAnswer
    },
  )

  // The owner sends this link themselves (by WhatsApp, say): they may already give anyone a starting password.
  typed.post(
    '/admin/api/people/:id/link-to-send',
    { ...route, schema: { params: personAddressSchema, response: answers(signInLinkToSendSchema) } },
    async (request, reply) => {
      const person = personOf(request.params.id, reply)
      if (!person) return reply
      if (person.id === youIn(request).id) return reply.code(409).send({ error: messages.ownLink })
      if (people.isPasswordFixed(person)) return reply.code(409).send({ error: messages.fixedPassword })
      const link = linkWith(await links.create(person.id), request)
      log(`admin: ${youIn(request).name} made a sign-in link for ${person.name}, to send them`)
      return { link, person: view(person, request) }
    },
  )
}
