import { archiveNames, uploadsPrefix } from './backup-places.ts'

const megabyte = 1024 * 1024

/**
 * The most a restore unpacks of each file of a backup archive, and of all of them together: a real backup
 * stays far below, while a crafted archive that inflates without end is refused on the way.
 */
export const archiveLimits = {
  manifestBytes: 4 * megabyte,
  siteYamlBytes: 8 * megabyte,
  databaseBytes: 2048 * megabyte,
  visitsBytes: 1024 * megabyte,
  pictureBytes: 32 * megabyte,
  totalBytes: 4096 * megabyte,
  /** Left free on the disk however large the backup: the site must still be able to write. */
  spareDiskBytes: 256 * megabyte,
} as const

/** The most the file `name` of a backup archive may unpack to. */
export function maxBytesOf(name: string): number {
  if (name === archiveNames.manifest) return archiveLimits.manifestBytes
  if (name === archiveNames.siteYaml) return archiveLimits.siteYamlBytes
  if (name === archiveNames.database) return archiveLimits.databaseBytes
  if (name === archiveNames.visits) return archiveLimits.visitsBytes
  if (name.startsWith(uploadsPrefix)) return archiveLimits.pictureBytes
  return 0
}

/** A size as a person reads it: "2,048 MB". */
export const megabytesInWords = (bytes: number) => `${Math.ceil(bytes / megabyte).toLocaleString('en-GB')} MB`
