import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { compileSchema, type CompiledSchema } from './ajv.ts'
import { byPosition, type Problem } from './problem.ts'
import { addImageSizes } from './image-sizes.ts'
import { PublicFiles } from './public-files.ts'
import { explainSchemaErrors } from './schema-errors.ts'
import { checkSemantics } from './semantic.ts'
import { siteSchema, type Site } from './site-schema.ts'
import { parseSource, type SourceFile } from './source.ts'
import { explainYamlErrors } from './yaml-errors.ts'

export interface CheckResult {
  /** The validated site, pictures sized; present only when there are no errors. */
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
  const source = parseSource(options.fileName ?? 'site.yaml', text)
  const yaml = explainYamlErrors(source, text)
  const problems = [...yaml.problems]
  const publicFiles = new PublicFiles(options.publicDir)
  let data: unknown
  if (yaml.readable) {
    data = source.doc.toJS({ maxAliasCount: 100 })
    compiled ??= compileSchema(siteSchema)
    const { valid, references } = compiled.run(data)
    if (!valid)
      problems.push(...explainSchemaErrors(compiled.validate.errors ?? [], data, source, compiled.validate.schema))
    problems.push(...checkSemantics(data, references, source, publicFiles))
  }
  const errors = problems.filter((problem) => problem.severity === 'error').sort(byPosition)
  const warnings = problems.filter((problem) => problem.severity === 'warning').sort(byPosition)
  const site = errors.length === 0 ? addImageSizes(data as Site, publicFiles) : undefined
  return { site, data, source, errors, warnings }
}

/** Checks a site.yaml file, with public/ beside it. */
export function checkSiteFile(file: string, publicDir = join(dirname(file), 'public')): CheckResult {
  return checkSite(readFileSync(file, 'utf8'), { fileName: basename(file), publicDir })
}
