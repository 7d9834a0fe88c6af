import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { JsonSchema, Path } from './json-schema.ts'

export interface FieldViewProps {
  schema: JsonSchema
  path: Path
  isRequired: boolean
  /** Offered for an optional field that is present. */
  onRemove?: () => void
  /** For a group: more for its "Advanced (rarely needed)" disclosure, or false when the screen draws that itself. */
  forTheDeveloper?: ReactNode | false
}

/**
 * The component that draws any field. Groups and lists draw their children with it; it reaches them
 * through context because the form is recursive and its files must not import each other in a circle.
 */
export const FieldRendererContext = createContext<ComponentType<FieldViewProps> | null>(null)

export function useFieldRenderer(): ComponentType<FieldViewProps> {
  const Field = useContext(FieldRendererContext)
  if (!Field) throw new Error('useFieldRenderer needs FieldRendererContext (see FieldView)')
  return Field
}
