import type { FieldRule } from '../types.ts'

export const textRule: FieldRule = { maxLength: 200, invalidMessage: 'Please shorten this to 200 characters.' }
