import './password.css'
import { useSession } from '../app/session.ts'
import { PasswordForm } from './PasswordForm.tsx'

/** The /admin password: a form to change it, unless the server's ADMIN_PASSWORD setting decides it. */
export function PasswordScreen() {
  const { info } = useSession()
  return (
    <div className="password">
      <h1 tabIndex={-1}>Password</h1>
      {info.isPasswordFromEnvironment ? (
        <p>
          The password comes from the server&apos;s <code>ADMIN_PASSWORD</code> setting, so it cannot be changed here.
          Ask whoever looks after the server to change that setting and restart it.
        </p>
      ) : (
        <>
          <p>Changing your password logs you out on your other devices. Everyone else keeps their own password.</p>
          <PasswordForm />
        </>
      )}
    </div>
  )
}
