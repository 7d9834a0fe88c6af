import type { ComponentType } from 'react'
import { blockComponents } from '../blocks/components.ts'
import { blockIslands } from '../blocks/islands.ts'
import type { Block } from '../blocks/types.ts'
import { Island } from '../ui/Island.tsx'

/** Draws one block by looking its type up in the registry; a block with an island.ts is an island. */
export function BlockView({ block }: { block: Block }) {
  const { type, ...props } = block
  const Component = blockComponents[type] as ComponentType<typeof props> | undefined
  if (!Component) return <UnknownBlock type={type} />
  const when = blockIslands[type]
  if (when) return <Island name={type} when={when} component={Component} props={props} />
  return <Component {...props} />
}

/** The config check stops unknown types before a build; this shows up only if one slips through in development. */
function UnknownBlock({ type }: { type: string }) {
  if (!import.meta.env.DEV) return null
  return (
    <div role="alert" className="block-error">
      Unknown block type "{type}". Run <code>npm run check</code> to see where it is in site.yaml.
    </div>
  )
}
