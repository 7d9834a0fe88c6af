import { whatsappLink } from '../../model/whatsapp.ts'
import { Link, Path } from '../../schema/fields.ts'
import type { References } from '../ajv.ts'
import { hasCurlyQuotes } from '../curly-quotes.ts'
import { linksInMarkdown } from './markdown-links.ts'
import { linkUnderLanguage } from '../languages/language-links.ts'
import { messages } from '../messages.ts'
import { isRecord } from '../../model/is-record.ts'
import { pointerToSegments } from '../path-words.ts'
import type { PublicFiles } from '../public-files.ts'
import { knownRoutes, pagePart } from './routes.ts'
import { refusedAt, type Context } from './semantic-context.ts'
import { positionsInValue, type PathSegment, type Position } from '../source.ts'
import { suggester } from '../suggestions/suggest.ts'
import { curlyQuotesMistake, formatMistake } from '../suggestions/value-hints.ts'
import { suggestPath } from '../suggestions/value-suggestions.ts'

/** A link to check, wherever it is written: a link field, or a link inside Markdown text. */
interface WrittenLink {
  value: string
  path: PathSegment[]
  /**
   * Where a link inside Markdown is written, worked out when it is reported (most links are not, and a
   * large site has thousands); a link field is reported where its value starts.
   */
  at?: () => Position | undefined
}

/** The report options that place a problem with `link` where it is written. */
const placeOf = ({ at }: WrittenLink): { at?: Position } => {
  const place = at?.()
  return place ? { at: place } : {}
}

const linkSchema = Link('') as { expected?: string; hint?: string; 'x-link'?: boolean }
const cleanPath = new RegExp(Path('').pattern ?? '^/')

/**
 * Every link of the site, in link fields and inside Markdown text, leads somewhere: a page, a
 * redirect, a blog post or a file in public/; links to WhatsApp go to business.whatsapp.
 */
export function checkLinks(context: Context, references: References, publicFiles: PublicFiles) {
  const inMarkdown = markdownLinks(context, references)
  const all = [...fieldLinks(context, references), ...inMarkdown]
  checkAddresses(context, all, publicFiles)
  checkMarkdownLinkFormat(context, inMarkdown)
  checkWhatsappLinks(context, all)
}

function checkAddresses(context: Context, links: readonly WrittenLink[], publicFiles: PublicFiles) {
  const { data, report } = context
  const routes = knownRoutes(data)
  const nearAddress = nearAddressFinder([...routes].filter((route) => cleanPath.test(route)))
  const inLanguage = linkUnderLanguage(data)
  const misspeltPages = new Map<string, string>()
  for (const address of Object.keys(isRecord(data.pages) ? data.pages : {})) {
    const meant = cleanPath.test(address) ? undefined : suggestPath(address)
    if (meant !== undefined && !misspeltPages.has(meant)) misspeltPages.set(meant, address)
  }
  for (const link of links) {
    const { value, path } = link
    if (!value.startsWith('/')) continue
    const curly = hasCurlyQuotes(value) ? curlyQuotesMistake(refusedAt(context, path, value), true) : undefined
    if (curly) {
      report(curly, path, placeOf(link))
      continue
    }
    const page = pagePart(value)
    if (routes.has(page) || publicFiles.has(page)) continue
    const misspelt = misspeltPages.get(page)
    const explanation = misspelt
      ? messages.linkToMisspeltPage(context.where(path), value, misspelt)
      : (inLanguage(context.where(path), value, page) ??
        messages.brokenLink(context.where(path), value, nearAddress(page)))
    report(explanation, path, placeOf(link))
  }
}

/** Finds the address a broken one was most likely meant to be: never the broken one itself. */
function nearAddressFinder(addresses: readonly string[]): (page: string) => string | undefined {
  const known = new Set(addresses)
  const closest = suggester(addresses)
  return (page) => {
    const cleaned = suggestPath(page)
    return cleaned && cleaned !== page && known.has(cleaned) ? cleaned : closest(page)
  }
}

/** Links inside Markdown text that are not addresses at all: "contact" instead of "/contact". */
function checkMarkdownLinkFormat(context: Context, links: readonly WrittenLink[]) {
  for (const link of links) {
    const { value, path } = link
    if (/^(\/|#|https?:|mailto:|tel:)/.test(value)) continue
    const refused = refusedAt(context, path, value)
    context.report(formatMistake(refused, linkSchema, linkSchema.expected ?? 'a link'), path, placeOf(link))
  }
}

function fieldLinks(context: Context, references: References): WrittenLink[] {
  return references.link.map(({ pointer, value }) => ({ value, path: pointerToSegments(pointer, context.data) }))
}

function markdownLinks({ data, source }: Context, references: References): WrittenLink[] {
  return references.markdown.flatMap(({ pointer, value: markdown }) => {
    const path = pointerToSegments(pointer, data)
    const links = linksInMarkdown(markdown)
    let places: Position[] | undefined
    const placesOfAll = () =>
      (places ??= positionsInValue(
        source,
        path,
        markdown,
        links.map(({ written, offset }) => ({ text: written, offset })),
      ))
    return links.map(({ href }, index) => ({ value: href, path, at: () => placesOfAll()[index] }))
  })
}

const whatsappNumber =
  /^(?:https?:\/\/(?:wa\.me\/|(?:api|www)\.whatsapp\.com\/send\/?\?(?:.*&)?phone=)|whatsapp:\/\/send\/?\?(?:.*&)?phone=)\+?(\d+)/i

/** A link to WhatsApp writes the business's number a second time: it must be the number of business.whatsapp. */
function checkWhatsappLinks(context: Context, links: readonly WrittenLink[]) {
  const business = isRecord(context.data.business) ? context.data.business : {}
  if (typeof business.whatsapp !== 'string') return
  const digits = business.whatsapp.replace(/\D/g, '')
  for (const link of links) {
    const { value, path } = link
    const number = whatsappNumber.exec(value)?.[1]
    if (number === undefined || number === digits) continue
    const explanation = messages.whatsappNumberDiffers(
      context.where(path),
      value,
      business.whatsapp,
      whatsappLink(business.whatsapp),
    )
    context.report(explanation, path, { warning: true, ...placeOf(link) })
  }
}
