import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { compileSchema, type CompiledSchema } from './ajv.ts'
import { byPosition, type Problem } from './problem.ts'
import { addImageSizes } from './image-sizes.ts'
import { withLogoPicture } from './logo-picture.ts'
import { PublicFiles } from './public-files.ts'
import { explainSchemaErrors } from './schema-errors.ts'
import { checkSemantics } from './semantic.ts'
import { siteSchema, type Site } from '../schema/site.ts'
import { parseSource, type SourceFile } from './source.ts'
import { explainYamlErrors } from './yaml/yaml-errors.ts'
import { checkedOncePlaces } from './incremental/checked-once.ts'
import { toJSOptions, type Reading } from './incremental/reading.ts'

export interface CheckResult {
  /** The validated site, pictures sized (when first read); present only when there are no errors. */
  site?: Site
  /** The data as written (no picture sizes); undefined when the text is no readable YAML. */
  data?: unknown
  /** The text as read, with every value's place: an edit of this very text can start from it. */
  source: SourceFile
  errors: Problem[]
  warnings: Problem[]
}

export interface CheckOptions {
  /** The name shown in messages, such as "site.yaml". */
  fileName?: string
  /** The folder whose files links and pictures may point at. */
  publicDir: string
}

let compiled: CompiledSchema | undefined

/** Reads, validates and cross-checks a site.yaml text; returns every problem at once, by line. */
export function checkSite(text: string, options: CheckOptions): CheckResult {
  return checkReading({ source: parseSource(options.fileName ?? 'site.yaml', text) }, options)
}

/**
 * Checks a text already read (see incremental/reading.ts). Of a clean one, whose writing is known to be
 * right, only the values are checked: the editor's check after a change reads again only what changed.
 */
export function checkReading({ source, clean }: Reading, options: CheckOptions): CheckResult {
  const yaml = clean ? { problems: [], readable: true } : explainYamlErrors(source, source.text)
  const problems = [...yaml.problems]
  const publicFiles = new PublicFiles(options.publicDir)
  let data: unknown
  if (yaml.readable) {
    data = clean ? clean.data : source.doc.toJS(toJSOptions)
    compiled ??= compileSchema(siteSchema, checkedOncePlaces)
    const { valid, references } = compiled.run(data)
    if (!valid) problems.push(...explainSchemaErrors(compiled.validate.errors ?? [], data, source, siteSchema))
    problems.push(...checkSemantics(data, references, source, publicFiles))
  }
  const errors = problems.filter((problem) => problem.severity === 'error').sort(byPosition)
  const warnings = problems.filter((problem) => problem.severity === 'warning').sort(byPosition)
  const result: CheckResult = { data, source, errors, warnings }
  if (errors.length > 0) return result
  // Sized when first asked for: a preview or a publish needs it, the editor's check after each change does not.
  let site: Site | undefined
  return Object.defineProperty(result, 'site', {
    enumerable: true,
    get: () => (site ??= addImageSizes(withLogoPicture(data as Site), publicFiles)),
  })
}

/** Checks a site.yaml file, with public/ beside it; messages name it `shownAs`. */
export function checkSiteFile(
  file: string,
  publicDir = join(dirname(file), 'public'),
  shownAs = basename(file),
): CheckResult {
  return checkSite(readFileSync(file, 'utf8'), { fileName: shownAs, publicDir })
}
