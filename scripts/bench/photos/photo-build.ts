import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { codeDir, isCodeCurrent, loadCode, type BuiltCode } from '../../../src/build/code-build.ts'
import { renderSite, type RenderReport } from '../../../src/build/render-site.ts'
import type { Site } from '../../../src/schema/site.ts'
import { checkSiteFile } from '../../../src/validation/check-site.ts'
import { formatReport } from '../../../src/validation/format.ts'
import { buildCode } from '../../build-code.ts'
import { makePhotoSite, type PhotoSite } from './photo-site.ts'

const root = resolve(import.meta.dirname, '../../..')

/** The code build to render with: the project's when it is current, else one made for benchmarks alone. */
export async function currentCode(log: (line: string) => void): Promise<BuiltCode> {
  if (isCodeCurrent(root, codeDir)) return loadCode(codeDir)
  const own = join(root, 'node_modules/.cache/bench-photos-code')
  if (!isCodeCurrent(root, own)) {
    log('Building the code for the benchmark…')
    await buildCode(own)
  }
  return loadCode(own)
}

/** The checked site of a photo copy; throws the check's report when it does not pass. */
export function checkedPhotoSite(copy: PhotoSite): Site {
  const { site, errors, warnings } = checkSiteFile(copy.siteYaml, copy.publicDir)
  if (!site) throw new Error(`The copy with camera photos does not pass the check:\n${formatReport(errors, warnings)}`)
  return site
}

/** Renders a site of the photo copy into `outDir`, as a build, start or publish does. */
export function renderPhotoSite(
  site: Site,
  copy: PhotoSite,
  outDir: string,
  options: { code: BuiltCode; imageCache: string; previousDir?: string },
): Promise<RenderReport> {
  return renderSite(site, outDir, {
    code: options.code,
    publicDir: copy.publicDir,
    imageCache: options.imageCache,
    ...(options.previousDir && existsSync(options.previousDir) ? { previousDir: options.previousDir } : {}),
  })
}

/** Makes the copy of the site with camera photos in `work` and renders it there once; returns the rendered folder. */
export async function buildPhotoSite(work: string, log: (line: string) => void): Promise<string> {
  log('Drawing camera photos for every picture slot…')
  const copy = await makePhotoSite(root, work)
  const code = await currentCode(log)
  const dist = join(work, 'dist')
  log('Rendering the copy with camera photos…')
  await renderPhotoSite(checkedPhotoSite(copy), copy, dist, {
    code,
    imageCache: join(root, 'node_modules/.cache/site-images'),
  })
  return dist
}
