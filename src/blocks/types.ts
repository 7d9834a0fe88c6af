import type { Static } from '@sinclair/typebox'
import type { ComponentType } from 'react'
import type { blockSchemas } from './schemas.ts'

export type BlockType = keyof typeof blockSchemas

export type BlockProps<K extends BlockType> = Static<(typeof blockSchemas)[K]>

/** A block as written in a page's `blocks:` list: its `type` and its own fields side by side. */
export type Block = { [K in BlockType]: { type: K } & BlockProps<K> }[BlockType]

export type BlockComponents = { [K in BlockType]: ComponentType<BlockProps<K>> }
