import { createTransport } from 'nodemailer'
import { linkHours } from './sign-in-links.ts'

export interface LinkMail {
  to: string
  name: string
  link: string
}

/** Sends a sign-in link; rejects when the mail server refuses it. */
export type SendLink = (mail: LinkMail) => Promise<void>

export interface MailSettings {
  smtpUrl?: string
  notifyEmail?: string
  mailFrom?: string
}

/** Emails sign-in links through the mail server the form notifications use; undefined when none is set up. */
export function linkMailer(settings: MailSettings): SendLink | undefined {
  const from = settings.mailFrom ?? settings.notifyEmail
  if (!settings.smtpUrl || !from) return undefined
  const transport = createTransport(settings.smtpUrl, {})
  return async ({ to, name, link }) => {
    await transport.sendMail({
      from,
      to,
      subject: 'Your sign-in link for the website',
      text: [
        `Hello ${name},`,
        '',
        'You have been given access to edit the website. Open this link to choose your password:',
        '',
        link,
        '',
        `The link works once, for ${linkHours} hours. If you did not expect it, you can ignore this email.`,
      ].join('\n'),
    })
  }
}
