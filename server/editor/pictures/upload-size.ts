/** The largest picture file an editor may upload, in bytes: 10 MB. */
export const maxUploadBytes = 10 * 1024 * 1024
