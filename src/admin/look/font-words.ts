import type { SystemFontName } from '../../theme/font-stacks.ts'

/** Each font every device has, in words an owner knows; each is shown in its own font beside them. */
export const systemFontWords: Record<SystemFontName, string> = {
  'system-sans': 'Plain and clear',
  'system-serif': 'Classic, like a book',
  'system-rounded': 'Rounded and friendly',
  'system-mono': 'Typewriter',
}
