import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cameraPhoto } from './bench/photos/photo-camera.ts'
import { siteWithPosts } from './bench/site-with-posts.ts'
import { backUp } from '../server/backup/back-up.ts'
import { uploadsFolder, type SitePlaces } from '../server/backup/backup-places.ts'
import { restore } from '../server/backup/restore.ts'
import { historyStore } from '../server/editor/history/history.ts'
import { storeUpload } from '../server/editor/pictures/uploads.ts'
import { versionOf } from '../server/editor/site-source.ts'
import { openDatabase } from '../server/storage/database.ts'
import { submissionStore } from '../server/storage/submissions.ts'
import { siteFile } from '../src/build/site-dir.ts'

/**
 * `npm run bench:backup`: a site with 1,000 blog posts, 200 uploaded photos, 5,000 requests and 30
 * publishes in its History, backed up and restored into a fresh folder; prints each time and the sizes.
 * The targets of issue 31: a backup within 30 s, its restore within 60 s, on 2 cores.
 */
const work = mkdtempSync(join(tmpdir(), 'bench-backup-'))
const place = (name: string): SitePlaces => ({ dataDir: join(work, name, 'data'), projectRoot: join(work, name) })
const site = place('site')
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now()
  await run()
  return (performance.now() - started) / 1000
}

try {
  console.log('Making the site: 1,000 posts, 200 photos, 5,000 requests, 30 publishes…')
  mkdirSync(uploadsFolder(site), { recursive: true })
  const text = siteWithPosts(readFileSync(siteFile, 'utf8'), 1000)
  writeFileSync(join(site.projectRoot, 'site.yaml'), text)
  const db = openDatabase(site.dataDir)
  const requests = submissionStore(db, () => ['email'])
  for (let n = 0; n < 5000; n++) await requests.save('contact', { name: `Customer ${n}`, message: 'Sofa, 3 seats.' })
  const history = historyStore(db)
  for (let n = 0; n < 30; n++)
    history.record({ origin: 'editor', author: 'Wanjiru', text, version: versionOf(text), changed: [] })
  db.close()
  // Ten photos as the editor stores them, each under twenty names: what a backup reads is the same.
  const publicDir = join(site.projectRoot, 'public')
  const stored = []
  for (let seed = 0; seed < 10; seed++)
    stored.push(await storeUpload(await cameraPhoto(seed), `photo ${seed}.jpg`, publicDir))
  let pictureBytes = 0
  for (let n = 0; n < 200; n++) {
    const from = join(publicDir, stored[n % 10]!.src)
    copyFileSync(from, join(uploadsFolder(site), `copy-${n}-${stored[n % 10]!.src.split('/').pop()}`))
    pictureBytes += statSync(from).size
  }

  const archive = join(work, 'site.zip')
  const backupSeconds = await timed(() => backUp(site, archive))
  const fresh = place('fresh')
  mkdirSync(fresh.projectRoot, { recursive: true })
  writeFileSync(join(fresh.projectRoot, 'site.yaml'), readFileSync(siteFile))
  const restoreSeconds = await timed(() => restore(fresh, archive))
  const database = statSync(join(site.dataDir, 'site.db')).size
  console.log(
    `database ${megabytes(database)}, pictures ${megabytes(pictureBytes)}, site.yaml ${megabytes(text.length)}`,
  )
  console.log(`backup:  ${backupSeconds.toFixed(1)} s (target 30 s), archive ${megabytes(statSync(archive).size)}`)
  console.log(`restore: ${restoreSeconds.toFixed(1)} s (target 60 s)`)
  if (backupSeconds > 30 || restoreSeconds > 60) process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
