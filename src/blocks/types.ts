import type { Static } from '@sinclair/typebox'
import type { blockDefinitions } from './definitions.ts'

export type BlockType = keyof typeof blockDefinitions

export type BlockProps<K extends BlockType> = Static<(typeof blockDefinitions)[K]['schema']>

/** A block as written in a page's `blocks:` list: its `type` and its own fields side by side. */
export type Block = { [K in BlockType]: { type: K } & BlockProps<K> }[BlockType]
