import { Type, type Static } from '@sinclair/typebox'
import type { RouteData, ShellData } from '../site-data.ts'

// The site's data has its own schema (src/schema/); this contract is the envelope around it.
const shellSchema = Type.Unsafe<ShellData>(Type.Object({}))
const routeSchema = Type.Unsafe<RouteData>(Type.Object({}))

/** The answer of GET /admin/api/drafts/:id/preview: the draft's shell, and its page at the path asked (null for none). */
export const draftPreviewSchema = Type.Object(
  { shell: shellSchema, route: Type.Union([routeSchema, Type.Null()]) },
  { additionalProperties: false },
)

export type DraftPreview = Static<typeof draftPreviewSchema>
