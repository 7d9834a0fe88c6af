import { resolve } from 'node:path'

/** Where the built site lives: dist/ unless SITE_DIST says otherwise (so builds can run side by side). */
export const distDir = resolve(import.meta.dirname, '../..', process.env.SITE_DIST ?? 'dist')
