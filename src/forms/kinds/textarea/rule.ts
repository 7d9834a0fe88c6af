import type { FieldRule } from '../types.ts'

export const textareaRule: FieldRule = { maxLength: 5000, invalidMessage: 'Please shorten this to 5,000 characters.' }
