import { join } from 'node:path'
import { isUploadName as isEditorUploadName } from '../editor/pictures/picture-library.ts'

/** Where a site's irreplaceable data lives: the databases in DATA_DIR, site.yaml and the uploads in the project. */
export interface SitePlaces {
  /**
   * DATA_DIR: site.db holds the requests, people, History, drafts and the settings made in /admin;
   * visits.db holds the visit counts and the page and source each request was sent from.
   */
  dataDir: string
  /** The site's folder (src/build/site-dir.ts): its site.yaml and public/images/uploads. */
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

/**
 * An uploaded picture's file name, by the editor's own rule for the names it gives uploads: lower-case letters,
 * digits and hyphens, then a picture's extension (no SVG: uploads never make one). Nothing else is backed up
 * or restored, so that a backup can put no page or script on the site's address.
 */
export const isUploadName = isEditorUploadName
