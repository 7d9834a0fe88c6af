import { createTransport } from 'nodemailer'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { defaultTimeZone } from '../../src/model/time/local-time.ts'
import { inboxUrl, notificationSubject, notificationText } from './notification-text.ts'
import type { Deliver } from './outbox.ts'

const timeoutMs = 15_000

/** What turns the channels on and addresses them, as the environment gives it (the receiver's settings hold it). */
export interface ChannelSettings {
  /** smtp:// or smtps:// address of the mail server that sends notifications. */
  smtpUrl?: string
  /** Who receives the notification emails. */
  notifyEmail?: string
  /** The sender of notification emails; defaults to notifyEmail. */
  mailFrom?: string
  /** A web address that receives each submission as JSON. */
  webhookUrl?: string
  /** The only host name /admin answers on, which the e-mail's link to the inbox names. */
  adminHost?: string
}

/** The webhook's body: the submission as JSON, with the form's title. */
export function webhookChannel(url: string, forms: () => Record<string, FormDefinition>): Deliver {
  return async (submission) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': submission.id },
      body: JSON.stringify({
        ...submission.data,
        id: submission.id,
        form: submission.form,
        formTitle: forms()[submission.form]?.title ?? submission.form,
        receivedAt: new Date(submission.createdAt).toISOString(),
        data: submission.data,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`webhook answered ${response.status}`)
  }
}

/**
 * A plain-text email to the business, replying to the visitor's address when the form has one; it names the
 * language the visitor used when `languages` (the codes of the site's languages) are more than one.
 */
export function emailChannel(
  settings: Omit<ChannelSettings, 'webhookUrl'>,
  forms: () => Record<string, FormDefinition>,
  siteUrl: string,
  timeZone: () => string = () => defaultTimeZone,
  languages: () => readonly unknown[] = () => [],
): Deliver {
  const transport = createTransport(settings.smtpUrl, {})
  const inbox = inboxUrl(siteUrl, settings.adminHost)
  return async (submission) => {
    const form = forms()[submission.form]
    const replyTo = form?.fields
      .filter((field) => field.kind === 'email')
      .map((field) => submission.data[field.name])
      .find((value) => value && /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(value))
    await transport.sendMail({
      from: settings.mailFrom ?? settings.notifyEmail,
      to: settings.notifyEmail,
      ...(replyTo ? { replyTo } : {}),
      subject: notificationSubject(form, submission.form),
      text: notificationText(form, submission, inbox, timeZone(), languages().length > 1),
    })
  }
}

/** The channels these settings turn on, by name. */
export function channelsFor(
  settings: ChannelSettings,
  forms: () => Record<string, FormDefinition>,
  siteUrl: string,
  timeZone?: () => string,
  languages?: () => readonly unknown[],
): Record<string, Deliver> {
  const email = () => emailChannel(settings, forms, siteUrl, timeZone, languages)
  return {
    ...(settings.smtpUrl && settings.notifyEmail ? { email: email() } : {}),
    ...(settings.webhookUrl ? { webhook: webhookChannel(settings.webhookUrl, forms) } : {}),
  }
}
