import type { Ref } from 'react'
import { TextField } from '../app/form-parts/TextField.tsx'

interface PasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  isShown: boolean
  help?: string
  error?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled password input, shown as dots unless `isShown`, with its help and its problem under it. */
export function PasswordField({ isShown, ...field }: PasswordFieldProps) {
  return <TextField {...field} type={isShown ? 'text' : 'password'} isExact className="password-field" />
}
