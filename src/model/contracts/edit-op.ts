import { Type } from '@sinclair/typebox'
import { OneOf } from './one-of.ts'

const path = Type.Array(Type.Union([Type.String(), Type.Integer({ minimum: 0 })]))
const position = Type.Integer({ minimum: 0 })

/**
 * One edit the editor sends to a draft, as `EditOp` (src/site-text/edit.ts) describes it;
 * server/contracts/edit-op-schema.test.ts proves the two agree.
 */
export const editOpSchema = OneOf(
  [
    Type.Object({ op: Type.Literal('set'), path, value: Type.Unknown() }),
    Type.Object({ op: Type.Literal('remove'), path }),
    Type.Object({ op: Type.Literal('insert'), path, index: position, value: Type.Unknown() }),
    Type.Object({ op: Type.Literal('move'), path, from: position, to: position }),
    Type.Object({ op: Type.Literal('duplicate'), path, index: position }),
    Type.Object({ op: Type.Literal('renameKey'), path, from: Type.String(), to: Type.String() }),
    Type.Object({ op: Type.Literal('splice'), from: position, to: position, text: Type.String() }),
  ],
  'op',
)
