import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderSiteSchema, schemaFile } from './json-schema.ts'

type Node = Record<string, unknown>

/** Every field an editor can write, with its path, found by walking the schema. */
function fields(node: Node, path = ''): { path: string; schema: Node }[] {
  const found: { path: string; schema: Node }[] = []
  const properties = (node.properties ?? {}) as Record<string, Node>
  for (const [name, child] of Object.entries(properties)) {
    found.push({ path: `${path}.${name}`, schema: child }, ...fields(child, `${path}.${name}`))
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    if (typeof node[key] === 'object') found.push(...fields(node[key] as Node, `${path}[]`))
  }
  for (const child of Object.values((node.patternProperties ?? {}) as Record<string, Node>)) {
    found.push(...fields(child, `${path}.*`))
  }
  for (const branch of (node.oneOf ?? []) as Node[]) found.push(...fields(branch, `${path}(${String(branch.title)})`))
  return found
}

describe('schema/site.schema.json', () => {
  it('is up to date with the registries (run `npm run schema` if this fails)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(renderSiteSchema())
  })

  it('describes every field an editor sees', () => {
    const schema = JSON.parse(renderSiteSchema()) as Node
    const all = fields(schema)
    expect(all.length).toBeGreaterThan(50)
    expect(all.filter(({ schema: field }) => typeof field.description !== 'string').map(({ path }) => path)).toEqual([])
  })

  it('points editors at it from the first line of site.yaml', () => {
    const firstLine = readFileSync(new URL('../../site.yaml', import.meta.url), 'utf8').split('\n', 1)[0]
    expect(firstLine).toBe('# yaml-language-server: $schema=./schema/site.schema.json')
  })
})
