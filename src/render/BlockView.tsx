import type { ComponentType } from 'react'
import { blockViews } from '../blocks/views.ts'
import type { Block } from '../blocks/types.ts'
import { Island } from '../ui/Island.tsx'

/** Draws one block by looking its type up in the registry; a block whose view has an island is an island. */
export function BlockView({ block }: { block: Block }) {
  const { type, ...props } = block
  const view = blockViews[type] as (typeof blockViews)[typeof type] | undefined
  if (!view) return <UnknownBlock type={type} />
  const Component = view.component as ComponentType<typeof props>
  const when = view.island?.when
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
