import { isValidPhoneNumber } from 'libphonenumber-js/max'
import type { References } from './ajv.ts'
import { warnAboutCutText } from './checks/cut-text.ts'
import { checkButtons, checkFormReferences, checkForms } from './checks/form-checks.ts'
import { checkFieldLimits, checkTimeZone } from './checks/field-limit-checks.ts'
import { checkLinks } from './checks/link-checks.ts'
import { checkLanguages } from './languages/check-languages.ts'
import { messages } from './messages.ts'
import { isRecord } from '../model/is-record.ts'
import { isPlaceholderWebAddress } from '../model/placeholder-web-address.ts'
import { describePath, pointerToSegments } from './path-words.ts'
import type { Problem } from './problem.ts'
import type { PublicFiles } from './public-files.ts'
import { asArray, pagePart } from './checks/routes.ts'
import { checkReservedAddresses } from './reserved-checks.ts'
import { checkRedirectTargets } from './checks/redirect-targets.ts'
import { checkTheme } from './checks/theme-checks.ts'
import { checkTableRows, refuseTablesInPlainText } from './checks/table-checks.ts'
import { refusedAt, type Context } from './checks/semantic-context.ts'
import { keyPosition, valuePosition, type PathSegment, type SourceFile } from './source.ts'
import { suggester } from './suggestions/suggest.ts'
import { curlyQuotesMistake } from './suggestions/value-hints.ts'

/** Checks that need the whole site at once: links, files, numbers, forms, unique names. */
export function checkSemantics(
  data: unknown,
  references: References,
  source: SourceFile,
  publicFiles: PublicFiles,
): Problem[] {
  if (!isRecord(data)) return []
  const problems: Problem[] = []
  const context: Context = {
    data,
    source,
    where: (path) => describePath(path, data),
    report(explanation, path, options = {}) {
      const position = options.at ?? (options.onKey ? keyPosition : valuePosition)(source, path)
      const severity = options.warning ? 'warning' : 'error'
      problems.push({ severity, file: source.name, ...position, path: [...path], ...explanation })
    },
  }
  checkLinks(context, references, publicFiles)
  checkPublicFiles(context, references, publicFiles)
  checkPhones(context, references)
  checkFormReferences(context, references)
  checkReservedAddresses(context)
  checkRedirects(context)
  checkRedirectTargets(context)
  checkBlog(context)
  checkForms(context)
  checkFieldLimits(context)
  checkTimeZone(context)
  checkNavigation(context)
  checkButtons(context, references)
  checkBusinessReferences(context, references)
  checkLanguages(context)
  checkTheme(context, publicFiles)
  checkTableRows(context, references)
  refuseTablesInPlainText(context, references)
  warnAboutPlaceholders(context)
  warnAboutCutText(context)
  return problems
}

function checkPublicFiles({ data, report, where }: Context, references: References, publicFiles: PublicFiles) {
  const nearFile = suggester(publicFiles.list())
  for (const { pointer, value } of references.publicFile) {
    if (publicFiles.has(value)) continue
    const path = pointerToSegments(pointer, data)
    report(messages.missingFile(where(path), value, nearFile(value)), path)
  }
}

function checkPhones(context: Context, references: References) {
  const { data, report, where } = context
  for (const { pointer, value } of references.phone) {
    const digits = value.replace(/\D/g, '')
    const plausible =
      value.trim().startsWith('+') && digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')
    const path = pointerToSegments(pointer, data)
    const curly = curlyQuotesMistake(refusedAt(context, path, value), true)
    if (curly) report(curly, path)
    else if (!plausible || !isValidPhoneNumber(value)) report(messages.badPhone(where(path), value), path)
  }
}

function checkRedirects({ data, report, where }: Context) {
  const pages = new Set(Object.keys(isRecord(data.pages) ? data.pages : {}))
  const sources = new Set<string>()
  asArray(data.redirects).forEach((redirect, index) => {
    if (!isRecord(redirect) || typeof redirect.from !== 'string') return
    const path = ['redirects', index, 'from']
    if (pages.has(redirect.from)) report(messages.redirectClash(where(path), redirect.from, 'page'), path)
    else if (sources.has(redirect.from)) report(messages.redirectClash(where(path), redirect.from, 'redirect'), path)
    else if (typeof redirect.to === 'string' && pagePart(redirect.to) === redirect.from)
      report(messages.redirectLoop(where(path), redirect.from), ['redirects', index, 'to'])
    sources.add(redirect.from)
  })
}

function checkBlog(context: Context) {
  const { data, report, where } = context
  const posts = asArray(isRecord(data.blog) ? data.blog.posts : undefined)
  // Slugs are each language's own: see the languages' checks.
  const ids = new Set<unknown>()
  posts.forEach((post, index) => {
    if (!isRecord(post)) return
    if (typeof post.id === 'number' && ids.has(post.id)) {
      const path = ['blog', 'posts', index, 'id']
      report(messages.duplicateId(where(path), post.id), path)
    }
    ids.add(post.id)
  })
  const categories = asArray(isRecord(data.blog) ? data.blog.categories : undefined).filter(
    (name): name is string => typeof name === 'string',
  )
  const knownCategories = new Set(categories)
  const allIds = posts.flatMap((post) => (isRecord(post) && typeof post.id === 'number' ? [post.id] : []))
  const knownIds = new Set(allIds)
  posts.forEach((post, index) => {
    if (!isRecord(post)) return
    if (typeof post.category === 'string' && !knownCategories.has(post.category)) {
      const path = ['blog', 'posts', index, 'category']
      const curly = curlyQuotesMistake(refusedAt(context, path, post.category), true)
      report(curly ?? messages.unknownCategory(where(path), post.category, categories), path)
    }
    asArray(post.relatedPosts).forEach((id, relatedIndex) => {
      if (typeof id !== 'number') return
      const path = ['blog', 'posts', index, 'relatedPosts', relatedIndex]
      if (id === post.id) report(messages.relatedToItself(where(path), id), path)
      else if (!knownIds.has(id)) report(messages.unknownRelatedPost(where(path), id, allIds), path)
    })
  })
}

const countOf = (item: Record<string, unknown>, keys: string[]) => keys.filter((key) => item[key] !== undefined).length

function checkNavigation({ data, report, where }: Context) {
  asArray(data.navigation).forEach((item, index) => {
    if (isRecord(item) && countOf(item, ['link', 'items', 'menu']) !== 1)
      report(messages.navigationNeedsTarget(where(['navigation', index])), ['navigation', index])
  })
  const tabs = asArray(isRecord(data.mobileNavigation) ? data.mobileNavigation.tabs : undefined)
  tabs.forEach((tab, index) => {
    const path = ['mobileNavigation', 'tabs', index]
    if (isRecord(tab) && countOf(tab, ['link', 'menu']) !== 1) report(messages.tabNeedsTarget(where(path)), path)
  })
}

/** Values that name a business fact (a phone's label, a social profile) must name one that exists. */
function checkBusinessReferences(context: Context, references: References) {
  const { data, report, where } = context
  const business = isRecord(data.business) ? data.business : {}
  const social = isRecord(business.social) ? business.social : {}
  const phoneLabels = asArray(business.phones).flatMap((phone) =>
    isRecord(phone) && typeof phone.label === 'string' ? [phone.label] : [],
  )
  for (const { pointer, value } of references.socialProfile) {
    const path = pointerToSegments(pointer, data)
    if (social[value] === undefined) report(messages.missingSocialProfile(where(path), value), path)
  }
  const knownLabels = new Set(phoneLabels)
  for (const { pointer, value } of references.phoneLabel) {
    const path = pointerToSegments(pointer, data)
    if (knownLabels.has(value)) continue
    const curly = curlyQuotesMistake(refusedAt(context, path, value), true)
    report(curly ?? messages.unknownPhoneLabel(where(path), value, phoneLabels), path)
  }
}

const placeholderPhone = /^2547000000\d\d$/

function warnAboutPlaceholders({ data, report, where }: Context) {
  const business = isRecord(data.business) ? data.business : {}
  const warn = (path: PathSegment[], value: unknown) =>
    report(messages.placeholder(where(path), String(value)), path, { warning: true })
  asArray(business.phones).forEach((phone, index) => {
    if (isRecord(phone) && typeof phone.number === 'string' && placeholderPhone.test(phone.number.replace(/\D/g, '')))
      warn(['business', 'phones', index, 'number'], phone.number)
  })
  if (typeof business.whatsapp === 'string' && placeholderPhone.test(business.whatsapp.replace(/\D/g, '')))
    warn(['business', 'whatsapp'], business.whatsapp)
  if (typeof business.email === 'string' && /@example\.(com|org|net)$/i.test(business.email))
    warn(['business', 'email'], business.email)
  if (typeof business.url === 'string' && isPlaceholderWebAddress(business.url)) warn(['business', 'url'], business.url)
}
