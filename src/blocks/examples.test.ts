import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument, type YAMLSeq } from 'yaml'
import { checkSite } from '../validation/check-site.ts'
import { formatProblem } from '../validation/format.ts'
import { blockDefinitions } from './definitions.ts'

// Each block's example is what "Add section" puts on a page: it must pass the check on the real site as it is.
const root = join(import.meta.dirname, '../..')
const siteText = readFileSync(join(root, 'site.yaml'), 'utf8')

describe('each block’s example, added to a page of the site', () => {
  it.each(Object.entries(blockDefinitions))('%s passes the check', (type, { example }) => {
    const site = parseDocument(siteText)
    ;(site.getIn(['pages', '/about', 'blocks']) as YAMLSeq).add(site.createNode({ type, ...example }))
    const { errors } = checkSite(site.toString(), { publicDir: join(root, 'public') })
    expect(errors.map((problem) => formatProblem(problem))).toEqual([])
  })
})
