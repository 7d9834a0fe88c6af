import { join } from 'node:path'

/** Where a site's irreplaceable data lives: the databases in DATA_DIR, site.yaml and the uploads in the project. */
export interface SitePlaces {
  /**
   * DATA_DIR: site.db holds the requests, people, History, drafts and the settings made in /admin;
   * visits.db holds the visit counts and the page and source each request was sent from.
   */
  dataDir: string
  /** The checkout: its site.yaml and public/images/uploads. */
  projectRoot: string
}

/** The names inside a backup archive, and where each is found on disk. */
export const archiveNames = {
  database: 'site.db',
  visits: 'visits.db',
  siteYaml: 'site.yaml',
  manifest: 'manifest.json',
} as const
export const uploadsPrefix = 'uploads/'

export const databaseFile = ({ dataDir }: SitePlaces) => join(dataDir, archiveNames.database)
export const visitsFile = ({ dataDir }: SitePlaces) => join(dataDir, archiveNames.visits)
export const siteYamlFile = ({ projectRoot }: SitePlaces) => join(projectRoot, archiveNames.siteYaml)
export const uploadsFolder = ({ projectRoot }: SitePlaces) => join(projectRoot, 'public', 'images', 'uploads')

/** An uploaded picture's file name as stored: no folders, no hidden or temporary files. */
export const isUploadName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.endsWith('.tmp')
