import { sendTestMail } from './test-mail.ts'

/** `npm run mail:test`: one message through the mail settings in the environment; exits 1 when it was not sent. */
const { isSent, sentence } = await sendTestMail(process.env)
if (isSent) console.log(sentence)
else {
  console.error(sentence)
  process.exitCode = 1
}
