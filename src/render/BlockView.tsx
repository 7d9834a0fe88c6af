import type { ComponentType } from 'react'
import { blockComponents } from '../blocks/components.ts'
import type { Block } from '../blocks/types.ts'

/** Draws one block by looking its type up in the registry. */
export function BlockView({ block }: { block: Block }) {
  const { type, ...props } = block
  const Component = blockComponents[type] as ComponentType<typeof props> | undefined
  if (!Component) return <UnknownBlock type={type} />
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
