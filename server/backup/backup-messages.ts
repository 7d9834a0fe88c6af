import { defaultTimeZone as businessTimeZone } from '../../src/model/time/local-time.ts'

/** What `npm run backup` and `npm run restore` tell the person running them, in plain words. */
export const backupMessages = {
  noDatabase: (dataDir: string) =>
    `There is nothing to back up: DATA_DIR (${dataDir}) has no site.db. Check DATA_DIR is the folder the site uses.`,
  targetExists: (file: string) => `${file} already exists; choose another name, so that no backup is overwritten.`,
  written: (file: string, seconds: number, megabytes: number, counts: string) =>
    `Backed up ${counts} to ${file} (${megabytes.toFixed(1)} MB in ${seconds.toFixed(1)} s).`,
  noFile: (file: string) => `There is no backup file at ${file}.`,
  unreadable: (file: string, why: string) =>
    `${file} cannot be restored: ${why}. Nothing was changed. Use another copy of the backup.`,
  running: (pid: number, dataDir: string) =>
    `The site is running (process ${pid}) with the data in ${dataDir}. Stop it first, then restore. ` +
    `If it is not running, delete ${dataDir}/server.pid and try again.`,
  newerSoftware: (names: string[]) =>
    `This backup was made by a newer version of the site (its database has changes this version does not know: ` +
    `${names.join(', ')}). Update this copy of the site first, then restore.`,
  older: (backupAt: string, newestAt: string) =>
    `This backup holds the site as it was on ${backupAt}, but the data here has changes from ${newestAt} ` +
    `that restoring it would lose. To restore it all the same, add --force.`,
  commitMessage: (backupAt: string) => `Restore the site from the backup of ${backupAt}`,
  unsent: ({ emails, webhooks }: { emails: number; webhooks: number }) =>
    (
      [
        [emails, 'e-mail', 'e-mails'],
        [webhooks, 'message to the webhook', 'messages to the webhook'],
      ] as const
    )
      .filter(([n]) => n > 0)
      .map(
        ([n, one, many]) =>
          `${n} ${n === 1 ? one : many} about form requests ${n === 1 ? 'was' : 'were'} not yet sent when this ` +
          `backup was made; ${n === 1 ? 'it' : 'they'} will be sent when the site starts.`,
      )
      .join(' '),
  notCommitted: (why: string) =>
    `The restored site.yaml and pictures could not be committed to git (${why}); commit them by hand.`,
  restored: (file: string, counts: string, keptIn: string | undefined, hasVisits: boolean) =>
    `Restored ${counts} from ${file}.` +
    (hasVisits ? '' : ' It holds no visit counts, so the visit counts here are left as they were.') +
    (keptIn ? ` The data it replaced is kept in ${keptIn}.` : '') +
    ' Start the site (npm start); it builds the pages from the restored site.yaml first.',
} as const

/** A site's counts as one would say them: "12 requests, 3 people, 40 History entries, 2 drafts and 25 pictures". */
export function countsInWords(counts: Record<string, number>): string {
  const words: Record<string, [string, string]> = {
    requests: ['request', 'requests'],
    people: ['person', 'people'],
    historyEntries: ['History entry', 'History entries'],
    drafts: ['draft', 'drafts'],
    pictures: ['picture', 'pictures'],
    visitDays: ['day of visits', 'days of visits'],
  }
  const parts = Object.entries(counts).map(([key, n]) => `${n} ${words[key]![n === 1 ? 0 : 1]}`)
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
}

/** A moment as the business reads it: Nairobi time. */
export const momentInWords = (ms: number) =>
  `${new Date(ms).toLocaleString('en-GB', { timeZone: businessTimeZone, dateStyle: 'long', timeStyle: 'short' })} (Nairobi time)`
