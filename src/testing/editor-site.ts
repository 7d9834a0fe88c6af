import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DraftState, SiteForEditor } from '../model/admin-api.ts'

const root = join(import.meta.dirname, '../..')

/** The project's own site.yaml, which the editor's tests start from. */
export const siteText = readFileSync(join(root, 'site.yaml'), 'utf8')

/** The site as the server sends it to the website editor. */
export const siteForEditor: SiteForEditor = {
  text: siteText,
  version: 'v1',
  schema: JSON.parse(readFileSync(join(root, 'schema/site.schema.json'), 'utf8')) as Record<string, unknown>,
  publicFiles: [],
}

/** A draft of site.yaml, unchanged unless `changes` say otherwise. */
export const testDraft = (changes: Partial<DraftState> = {}): DraftState => ({
  id: 'd1',
  version: 'v1',
  revision: 0,
  text: siteText,
  baseText: siteText,
  changedAt: Date.parse('2026-11-26T07:32:00Z'),
  ...changes,
})
