import { Type, type Static } from '@sinclair/typebox'

/** The answer of GET /admin/api/site: site.yaml as the editor opens it, with what its pickers offer. */
export const siteForEditorSchema = Type.Object(
  {
    text: Type.String(),
    /** Changes whenever site.yaml changes on disk; publishing needs the version the draft started from. */
    version: Type.String(),
    /** schema/site.schema.json: the editor's forms are drawn from it. */
    schema: Type.Record(Type.String(), Type.Unknown()),
    /** Files under public/, from the site root. */
    publicFiles: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)

export type SiteForEditor = Static<typeof siteForEditorSchema>
