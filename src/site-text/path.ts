import { placeInFile } from '../model/data-path.ts'

/** Where a value sits in site.yaml: map keys and list positions (from 0), e.g. `['business', 'phones', 0, 'number']`. */
export type Path = readonly (string | number)[]

/** A path as the site checker writes it: `business.phones[0].number`, `pages./about.blocks[2]` (see placeInFile). */
export const describePath = (path: Path): string => placeInFile(path)
