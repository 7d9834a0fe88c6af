import { createTransport } from 'nodemailer'
import { settingsFromEnv } from '../../server/receiver/settings.ts'

/** What `npm run mail:test` came to, in one sentence for the person who ran it. */
export interface TestMailOutcome {
  isSent: boolean
  sentence: string
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, '')

/**
 * Sends one message to NOTIFY_EMAIL through SMTP_URL, from MAIL_FROM, as form notifications go. The
 * sentence names the mail server's host and port, never its user name or password.
 */
export async function sendTestMail(env: NodeJS.ProcessEnv): Promise<TestMailOutcome> {
  const { smtpUrl, notifyEmail, mailFrom } = settingsFromEnv(env)
  if (!smtpUrl || !notifyEmail)
    return {
      isSent: false,
      sentence:
        'No test email was sent: SMTP_URL and NOTIFY_EMAIL must both be set, as in the settings file the site starts with.',
    }
  const { host } = new URL(smtpUrl)
  const transport = createTransport(smtpUrl, {})
  try {
    await transport.sendMail({
      from: mailFrom ?? notifyEmail,
      to: notifyEmail,
      subject: 'Test email from the website',
      text:
        'This is a test of the email the website sends for every form request. ' +
        'It arrived, so the mail settings work.',
    })
    return {
      isSent: true,
      sentence:
        `The test email went to ${notifyEmail} through ${new URL(smtpUrl).hostname}: it should arrive within a few ` +
        'minutes (if it does not, look in the spam folder, then at the sender settings in the guide’s mail section).',
    }
  } catch (error) {
    return {
      isSent: false,
      sentence:
        `The test email was NOT sent to ${notifyEmail} through ${host}: ${reasonOf(error)}. ` +
        'Check the server name, port, user name and password in SMTP_URL, and MAIL_FROM.',
    }
  } finally {
    transport.close()
  }
}
