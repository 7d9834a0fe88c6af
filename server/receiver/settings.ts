import { resolve } from 'node:path'

/** What the receiver is told by the environment: where it stores, whom it tells, who may read the inbox. */
export interface ReceiverSettings {
  /** Folder of the SQLite database. */
  dataDir: string
  /** Password of the /admin inbox; no inbox without it. */
  adminPassword?: string
  /** smtp:// or smtps:// address of the mail server that sends notifications. */
  smtpUrl?: string
  /** Who receives the notification emails. */
  notifyEmail?: string
  /** The sender of notification emails; defaults to notifyEmail. */
  mailFrom?: string
  /** A web address that receives each submission as JSON (the old booking automation, for example). */
  webhookUrl?: string
  /** Origins allowed to post from other sites (CORS); the site's own address when unset. */
  allowedOrigins: string[]
  /** Form posts allowed per visitor address per minute. */
  postsPerMinute: number
  /** Visit events (page views, chats, calls) counted per visitor address per minute. */
  visitsPerMinute: number
  /** The most submissions the database keeps; new ones are refused with 507 beyond it. */
  maxSubmissions: number
  /** Submissions one visitor address may store per day; more are refused with 429, so a few addresses cannot fill the inbox. */
  requestsPerAddressPerDay: number
  /** Admin login attempts allowed per address per 15 minutes. */
  loginsPer15Minutes: number
  /** The only host name /admin answers on (ADMIN_HOST); every host when unset. */
  adminHost?: string
  /** First retry delay of a failed notification; doubles each time. */
  retryBaseMs: number
  /** How often the outbox looks for due notifications. */
  outboxPollMs: number
}

const projectRoot = resolve(import.meta.dirname, '..', '..')

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean)

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : fallback
}

const present = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)

const address = (name: string, value: string | undefined, schemes: RegExp) => {
  if (value && !(URL.canParse(value) && schemes.test(value)))
    throw new Error(`${name} is not a valid address: it must start with ${schemes.source.replace(/[\\^]/g, '')}`)
  return value
}

/**
 * 20 requests per visitor address per day, or 1 in 50 of the inbox when that is fewer (at least 1):
 * filling the inbox then takes at least 50 addresses, whatever MAX_SUBMISSIONS is.
 */
const defaultRequestsPerAddress = (maxSubmissions: number) => Math.max(1, Math.min(20, Math.floor(maxSubmissions / 50)))

/** Reads the receiver's settings from environment variables (see README "Receiving forms"). */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env, siteUrl?: string): ReceiverSettings {
  const origins = list(env.ALLOWED_ORIGINS)
  const maxSubmissions = positive(env.MAX_SUBMISSIONS, 100_000)
  return {
    dataDir: resolve(projectRoot, env.DATA_DIR ?? '.data'),
    adminPassword: env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD,
    smtpUrl: address('SMTP_URL', present(env.SMTP_URL), /^smtps?:\/\//),
    notifyEmail: present(env.NOTIFY_EMAIL),
    mailFrom: present(env.MAIL_FROM),
    webhookUrl: address('WEBHOOK_URL', present(env.WEBHOOK_URL), /^https?:\/\//),
    allowedOrigins: origins.length > 0 ? origins : list(siteUrl),
    postsPerMinute: positive(env.FORM_POSTS_PER_MINUTE, 10),
    visitsPerMinute: positive(env.VISITS_PER_MINUTE, 300),
    maxSubmissions,
    requestsPerAddressPerDay: positive(env.FORM_REQUESTS_PER_DAY, defaultRequestsPerAddress(maxSubmissions)),
    loginsPer15Minutes: positive(env.ADMIN_LOGINS_PER_15_MINUTES, 10),
    adminHost: present(env.ADMIN_HOST),
    retryBaseMs: positive(env.OUTBOX_RETRY_BASE_MS, 30_000),
    outboxPollMs: positive(env.OUTBOX_POLL_MS, 5_000),
  }
}

/** The start-up line: what happens to a submission with these settings. */
export function describeSettings(settings: ReceiverSettings): string {
  const channels = [
    settings.smtpUrl && settings.notifyEmail ? `email to ${settings.notifyEmail}` : undefined,
    settings.webhookUrl ? `webhook ${new URL(settings.webhookUrl).host}` : undefined,
  ].filter(Boolean)
  const notify =
    channels.length > 0
      ? `notifies by ${channels.join(' and ')}`
      : 'sends no notifications (set SMTP_URL with NOTIFY_EMAIL, or WEBHOOK_URL)'
  const smtpHalf = settings.smtpUrl && !settings.notifyEmail ? '; SMTP_URL is set but NOTIFY_EMAIL is not' : ''
  const where = settings.adminHost ? `/admin on ${settings.adminHost} only` : '/admin'
  const inbox = settings.adminPassword
    ? `inbox and editor at ${where} (password from ADMIN_PASSWORD)`
    : `inbox and editor at ${where}`
  return `Form receiver: stores submissions in ${settings.dataDir}, ${notify}${smtpHalf}; ${inbox}.`
}

/**
 * TRUST_PROXY: the addresses of proxies in front that set X-Forwarded-For and X-Forwarded-Proto, comma-separated
 * ("loopback", "10.0.0.0/8", …). None by default, so a visitor cannot choose their own address for the rate limit.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | false {
  const addresses = list(env.TRUST_PROXY)
  return addresses.length > 0 ? addresses : false
}
