import { Type, type TSchema } from '@sinclair/typebox'
import { blockDefinitions } from '../blocks/definitions.ts'

/**
 * One branch per registered block: `type: <name>` plus the block's own fields.
 * ajv's discriminator picks the branch from `type`, so a mistake gives one precise error.
 */
export function composeBlockSchema(): TSchema {
  const branches = Object.entries(blockDefinitions).map(([name, { schema, label, example }]) =>
    Type.Object(
      {
        type: Type.Literal(name, { description: `Block type: ${name}.` }),
        ...schema.properties,
      },
      { additionalProperties: false, title: name, 'x-label': label, examples: [{ type: name, ...example }] },
    ),
  )
  return Type.Unsafe({
    type: 'object',
    description: `One block of the page. Choose its kind with "type": ${Object.keys(blockDefinitions).join(', ')}.`,
    discriminator: { propertyName: 'type' },
    required: ['type'],
    properties: { type: { type: 'string', description: 'The kind of block.' } },
    oneOf: branches,
  })
}
