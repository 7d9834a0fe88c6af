import { describe, expect, it } from 'vitest'
import { levelOf } from './log-levels.ts'
import { untrustedProxySentence } from './security/forwarded-warning.ts'

describe('the level of a line of the server’s log', () => {
  it('is error for what failed and needs a person', () => {
    const lines = [
      'server: GET /about failed: TypeError: x is not a function',
      'receiver: unexpected SqliteError: disk I/O error',
      'outbox: GAVE UP telling the business about submission 7f3 by email after 20 attempts (last error: 550).',
      'outbox: the database could not be read or written (SQLITE_BUSY); notifications wait and are tried again in 30 s',
      'editor: publish failed: ENOSPC',
      'The git commit failed: fatal: not a git repository',
      'site work: a worker thread failed: Error: out of memory',
      'visits: 12 events could not be stored in visits.db: SQLITE_FULL',
    ]
    expect(lines.filter((line) => levelOf(line) !== 'error')).toEqual([])
  })

  it('is warn for what to watch: refused logins and forms, deliveries to try again, settings to fix', () => {
    const lines = [
      'admin: failed login from 203.0.113.9',
      'admin: login from 203.0.113.9 refused: too many wrong passwords in a row',
      'admin: wrong current password given by Amina from 203.0.113.9',
      'receiver: a post to form contact was refused (422); nothing stored',
      'receiver: honeypot filled on form contact, nothing stored',
      'outbox: submission 7f3 not delivered by email (attempt 2: connection refused)',
      'ADMIN_PASSWORD is not used because it is too weak (too short); /admin takes the password stored in the database instead.',
      untrustedProxySentence,
      'Published, but it could not be added to the history.',
    ]
    expect(lines.filter((line) => levelOf(line) !== 'warn')).toEqual([])
  })

  it('is info for everything else, a person’s words in it included', () => {
    const lines = [
      'receiver: submission 7f3 stored for form contact',
      'admin: Amina logged in from 203.0.113.9',
      'outbox: submission 7f3 delivered by email',
      'admin: Failed Login Ltd added Amina (editor)',
      'editor: Amina published 3 changes',
    ]
    expect(lines.filter((line) => levelOf(line) !== 'info')).toEqual([])
  })
})
