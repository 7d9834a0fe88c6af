import { describe, expect, it } from 'vitest'
import { renderSiteSchema } from './json-schema.ts'

type Node = Record<string, unknown>

const childrenOf = (node: Node, path: string): [string, Node][] => [
  ...Object.entries((node.properties ?? {}) as Record<string, Node>).map(([key, child]): [string, Node] => [
    `${path}.${key}`,
    child,
  ]),
  ...(typeof node.items === 'object' ? [[`${path}[]`, node.items as Node] as [string, Node]] : []),
  ...(typeof node.additionalProperties === 'object'
    ? [[`${path}.*`, node.additionalProperties as Node] as [string, Node]]
    : []),
  ...Object.values((node.patternProperties ?? {}) as Record<string, Node>).map((child): [string, Node] => [
    `${path}.*`,
    child,
  ]),
  ...((node.oneOf ?? []) as Node[]).map((branch): [string, Node] => [`${path}(${String(branch.title)})`, branch]),
]

/** What a schema fails to name: fields without a label, lists and groups of entries without item names. */
function unnamed(node: Node, path = ''): string[] {
  const missing: string[] = []
  for (const key of Object.keys((node.properties ?? {}) as Node)) {
    const field = (node.properties as Record<string, Node>)[key]!
    if (key !== 'type' && typeof field['x-label'] !== 'string') missing.push(`${path}.${key}: no label`)
  }
  const holdsEntries =
    node.type === 'array' || node.patternProperties !== undefined || typeof node.additionalProperties === 'object'
  if (holdsEntries && typeof node['x-item-noun'] !== 'string') missing.push(`${path}: no item name`)
  for (const [childPath, child] of childrenOf(node, path)) missing.push(...unnamed(child, childPath))
  return missing
}

const schema = JSON.parse(renderSiteSchema()) as Node

describe('the words of schema/site.schema.json', () => {
  it('name every field, and every list says what its items are called', () => {
    expect(unnamed(schema)).toEqual([])
  })

  it('fail for a field without a label and a list without item names', () => {
    const planted = {
      type: 'object',
      properties: {
        prices: {
          type: 'array',
          'x-label': 'prices',
          items: { type: 'object', properties: { priceKes: { type: 'string' } } },
        },
      },
    }
    expect(unnamed(planted)).toEqual(['.prices: no item name', '.prices[].priceKes: no label'])
  })
})
