import { Type, type Static, type TSchema, type TUnion } from '@sinclair/typebox'

/**
 * A union whose branch is chosen by the value of `propertyName` (ajv's `discriminator`), so that a
 * mistake gives one error about the chosen branch instead of one per branch. Every branch must
 * require that property and give it a `Type.Literal`.
 */
export const OneOf = <Branches extends TSchema[]>(branches: [...Branches], propertyName: string) =>
  Type.Unsafe<Static<TUnion<Branches>>>({ type: 'object', oneOf: branches, discriminator: { propertyName } })
