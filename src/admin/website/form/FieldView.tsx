import type { ReactNode } from 'react'
import { BlockListField } from './lists/BlockListField.tsx'
import { FieldRendererContext, type FieldViewProps } from './field-renderer.ts'
import { kindOf } from './json-schema.ts'
import { ListField } from './lists/ListField.tsx'
import { ObjectField } from './ObjectField.tsx'
import { RecordField } from './RecordField.tsx'
import { ScalarField } from './ScalarField.tsx'

/** Draws the field for any part of site.yaml from its schema: the editor knows no block or section by name. */
export function FieldView(props: FieldViewProps) {
  return (
    <FieldRendererContext.Provider value={FieldByKind}>
      <FieldByKind {...props} />
    </FieldRendererContext.Provider>
  )
}

/** Lets fields drawn outside a FieldView (a screen's own disclosure) draw their children. */
export function WithFieldRenderer({ children }: { children: ReactNode }) {
  return <FieldRendererContext.Provider value={FieldByKind}>{children}</FieldRendererContext.Provider>
}

function FieldByKind(props: FieldViewProps) {
  switch (kindOf(props.schema)) {
    case 'object':
      return <ObjectField {...props} />
    case 'record':
      return <RecordField {...props} />
    case 'list':
      return <ListField {...props} />
    case 'blocks':
      return <BlockListField {...props} />
    default:
      return <ScalarField {...props} />
  }
}
