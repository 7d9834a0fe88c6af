import { placeTrail } from '../../model/words/place-in-words.ts'
import type { JsonSchema, Path } from './form/json-schema.ts'

/**
 * Where a value of the site is, in the words of the editor's form: ["services", 2, "image", "src"]
 * → "Services: 3rd service (Repairs), Image, Picture".
 */
export const pathInWords = (path: Path, data: unknown, schema?: JsonSchema): string => placeTrail(path, data, schema)
