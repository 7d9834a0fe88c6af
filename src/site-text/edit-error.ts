/** An edit that cannot be applied to site.yaml. The message is plain English, fit to show the person editing. */
export class EditError extends Error {
  override name = 'EditError'
}
