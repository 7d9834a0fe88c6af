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
          This password was set by the person who set up the website, so it cannot be changed here. Ask them to change
          it for you.
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
