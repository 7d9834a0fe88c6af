import { Type } from '@sinclair/typebox'
import type { EditRefusalCode, EditRefusalParams } from '../../site-text/edit-error.ts'

/** How the admin API refuses edits it cannot make: the sentence, and for a coded refusal its code and arguments. */
export const editRefusalSchema = Type.Object({
  error: Type.String(),
  code: Type.Optional(Type.Unsafe<EditRefusalCode>(Type.String())),
  params: Type.Optional(Type.Unsafe<EditRefusalParams>(Type.Array(Type.String()))),
})
