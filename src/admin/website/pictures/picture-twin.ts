import { isRecord } from '../../../model/is-record.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import { valueAt } from '../form/editor-context.ts'
import type { Path } from '../form/json-schema.ts'
import { pageTopBlocks } from './picture-uses.ts'

/**
 * The other place a service's picture belongs: its card (in the list of services) for the picture at the
 * top of its page, and the top of its page for its card's picture.
 */
export interface PictureTwin {
  /** The picture group (picture and description) in the other place. */
  path: Path
  /** The offer to put the picture there too, as the checkbox says it. */
  offer: string
  /** Both places show the same picture now, or the other none: the offer starts ticked. */
  isPaired: boolean
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

const srcAt = (group: unknown): string => (isRecord(group) && typeof group.src === 'string' ? group.src : '')

/** The other place of the picture at `srcPath` (the path of its `src`), if it is a service's card or page top. */
export function pictureTwin(data: unknown, srcPath: Path): PictureTwin | undefined {
  const site = isRecord(data) ? data : {}
  const pages = isRecord(site.pages) ? site.pages : {}
  const services = records(site.services)
  const [first, second, third, fourth, fifth, sixth] = srcPath
  const paired = (here: unknown, there: unknown) => srcAt(there) === '' || srcAt(there) === srcAt(here)

  if (first === 'services' && typeof second === 'number' && third === 'image' && fourth === 'src' && !fifth) {
    const link = services[second]?.link
    const page = typeof link === 'string' ? pages[link] : undefined
    const top = records(isRecord(page) ? page.blocks : undefined)[0]
    if (typeof link !== 'string' || !top || !pageTopBlocks.includes(String(top.type))) return undefined
    return {
      path: ['pages', link, 'blocks', 0, 'image'],
      offer: 'Use this picture at the top of the service’s page too',
      isPaired: paired(services[second]?.image, top.image),
    }
  }
  if (first === 'pages' && typeof second === 'string' && third === 'blocks' && fourth === 0 && fifth === 'image') {
    const index = services.findIndex((service) => service.link === second)
    const page = pages[second]
    const top = records(isRecord(page) ? page.blocks : undefined)[0]
    if (sixth !== 'src' || srcPath.length !== 6 || index < 0 || !top || !pageTopBlocks.includes(String(top.type)))
      return undefined
    return {
      path: ['services', index, 'image'],
      offer: 'Use this picture on the service’s card too',
      isPaired: paired(top.image, services[index]?.image),
    }
  }
  return undefined
}

/** The edit that puts `picture` in the twin's place, keeping whatever else the group there holds. */
export function twinEdit(data: unknown, twin: PictureTwin, picture: { src: string; alt: string }): EditOp {
  const group = valueAt(data, twin.path)
  return {
    op: 'set',
    path: twin.path,
    value: { ...(isRecord(group) ? group : {}), src: picture.src, alt: picture.alt },
  }
}
