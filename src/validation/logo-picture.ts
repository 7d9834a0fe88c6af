import { isRecord } from '../model/is-record.ts'

/**
 * A copy of the site data whose business, when it names a logo, also holds it as a picture ({ src, alt }, the
 * business name as its text alternative) under `logoPicture`: the pictures' walker then sizes it, and the build
 * gives a PNG or WebP logo its smaller copies, as for any picture of the site.
 */
export function withLogoPicture<T>(data: T): T {
  if (!isRecord(data) || !isRecord(data.business)) return data
  const { business } = data
  if (typeof business.logo !== 'string' || typeof business.name !== 'string') return data
  return { ...data, business: { ...business, logoPicture: { src: business.logo, alt: business.name } } }
}
