import { isValidPhoneNumber } from 'libphonenumber-js/max'
import type { References } from './ajv.ts'
import { messages } from './messages.ts'
import { describePath, isRecord, pointerToSegments } from './path-words.ts'
import type { Explanation, Problem } from './problem.ts'
import type { PublicFiles } from './public-files.ts'
import { asArray, knownRoutes, pagePart } from './routes.ts'
import { keyPosition, valuePosition, type PathSegment, type SourceFile } from './source.ts'
import { closestMatch } from './suggest.ts'

interface Context {
  data: Record<string, unknown>
  source: SourceFile
  report: (
    explanation: Explanation,
    path: readonly PathSegment[],
    options?: { onKey?: boolean; warning?: boolean },
  ) => void
  where: (path: readonly PathSegment[]) => string
}

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
      const position = (options.onKey ? keyPosition : valuePosition)(source, path)
      problems.push({ severity: options.warning ? 'warning' : 'error', file: source.name, ...position, ...explanation })
    },
  }
  checkLinks(context, references, publicFiles)
  checkPublicFiles(context, references, publicFiles)
  checkPhones(context, references)
  checkFormReferences(context, references)
  checkRedirects(context)
  checkBlog(context)
  checkForms(context)
  checkNavigation(context)
  checkButtons(context, references)
  checkBusinessReferences(context, references)
  warnAboutPlaceholders(context)
  return problems
}

function checkLinks({ data, report, where }: Context, references: References, publicFiles: PublicFiles) {
  const routes = knownRoutes(data)
  for (const { pointer, value } of references.link) {
    if (!value.startsWith('/')) continue
    const page = pagePart(value)
    if (routes.has(page) || publicFiles.has(page)) continue
    const path = pointerToSegments(pointer, data)
    report(
      messages.brokenLink(
        where(path),
        value,
        [...routes].filter((route) => route.startsWith('/')),
      ),
      path,
    )
  }
}

function checkPublicFiles({ data, report, where }: Context, references: References, publicFiles: PublicFiles) {
  for (const { pointer, value } of references.publicFile) {
    if (publicFiles.has(value)) continue
    const path = pointerToSegments(pointer, data)
    report(messages.missingFile(where(path), value, closestMatch(value, publicFiles.list())), path)
  }
}

function checkPhones({ data, report, where }: Context, references: References) {
  for (const { pointer, value } of references.phone) {
    const digits = value.replace(/\D/g, '')
    const plausible =
      value.trim().startsWith('+') && digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')
    if (plausible && isValidPhoneNumber(value)) continue
    const path = pointerToSegments(pointer, data)
    report(messages.badPhone(where(path), value), path)
  }
}

function checkFormReferences({ data, report, where }: Context, references: References) {
  const forms = Object.keys(isRecord(data.forms) ? data.forms : {})
  for (const { pointer, value } of references.formRef) {
    if (forms.includes(value)) continue
    const path = pointerToSegments(pointer, data)
    report(messages.unknownForm(where(path), value, forms), path)
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

function checkBlog({ data, report, where }: Context) {
  const posts = asArray(isRecord(data.blog) ? data.blog.posts : undefined)
  const slugs = new Set<unknown>()
  const ids = new Set<unknown>()
  posts.forEach((post, index) => {
    if (!isRecord(post)) return
    if (typeof post.slug === 'string' && slugs.has(post.slug)) {
      const path = ['blog', 'posts', index, 'slug']
      report(messages.duplicateSlug(where(path), post.slug), path)
    }
    if (typeof post.id === 'number' && ids.has(post.id)) {
      const path = ['blog', 'posts', index, 'id']
      report(messages.duplicateId(where(path), post.id), path)
    }
    slugs.add(post.slug)
    ids.add(post.id)
  })
  const categories = asArray(isRecord(data.blog) ? data.blog.categories : undefined).filter(
    (name): name is string => typeof name === 'string',
  )
  const allIds = posts.flatMap((post) => (isRecord(post) && typeof post.id === 'number' ? [post.id] : []))
  posts.forEach((post, index) => {
    if (!isRecord(post)) return
    if (typeof post.category === 'string' && !categories.includes(post.category)) {
      const path = ['blog', 'posts', index, 'category']
      report(messages.unknownCategory(where(path), post.category, categories), path)
    }
    asArray(post.relatedPosts).forEach((id, relatedIndex) => {
      if (typeof id !== 'number') return
      const path = ['blog', 'posts', index, 'relatedPosts', relatedIndex]
      if (id === post.id) report(messages.relatedToItself(where(path), id), path)
      else if (!allIds.includes(id)) report(messages.unknownRelatedPost(where(path), id, allIds), path)
    })
  })
}

function checkForms({ data, report, where }: Context) {
  if (!isRecord(data.forms)) return
  for (const [formId, form] of Object.entries(data.forms)) {
    const names = new Set<unknown>()
    asArray(isRecord(form) ? form.fields : undefined).forEach((field, fieldIndex) => {
      if (!isRecord(field)) return
      const fieldPath = ['forms', formId, 'fields', fieldIndex]
      if (names.has(field.name))
        report(messages.duplicateField(where([...fieldPath, 'name']), String(field.name)), [...fieldPath, 'name'])
      names.add(field.name)
      const options = asArray(field.options)
      if (field.kind === 'select' && options.length === 0)
        report(messages.selectNeedsOptions(where(fieldPath)), fieldPath)
      if (field.kind !== 'select' && options.length > 0)
        report(messages.optionsOnlyForSelect(where([...fieldPath, 'options'])), [...fieldPath, 'options'], {
          onKey: true,
        })
      const labelsByValue = new Map<unknown, string>()
      options.forEach((option, optionIndex) => {
        if (!isRecord(option)) return
        const first = labelsByValue.get(option.value)
        const path = [...fieldPath, 'options', optionIndex, 'value']
        if (first !== undefined) report(messages.duplicateOption(where(path), String(option.value), first), path)
        else labelsByValue.set(option.value, String(option.label))
      })
    })
  }
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

/** Every button, wherever the schema allows one, needs exactly one action, and its prefill must fit its form. */
function checkButtons({ data, report, where }: Context, references: References) {
  for (const { pointer, value: button } of references.button) {
    const at = pointerToSegments(pointer, data)
    if (countOf(button, ['link', 'form', 'menu']) !== 1) report(messages.buttonNeedsAction(where(at)), at)
    const form = isRecord(data.forms) && typeof button.form === 'string' ? data.forms[button.form] : undefined
    if (!isRecord(form) || !isRecord(button.prefill)) continue
    const fields = asArray(form.fields).filter(isRecord)
    for (const [name, value] of Object.entries(button.prefill)) {
      const path = [...at, 'prefill', name]
      const field = fields.find((candidate) => candidate.name === name)
      if (!field) {
        const names = fields.map((candidate) => String(candidate.name))
        report(messages.unknownPrefillField(where(path), name, String(button.form), names), path, { onKey: true })
        continue
      }
      const options = asArray(field.options).flatMap((option) => (isRecord(option) ? [String(option.value)] : []))
      if (options.length > 0 && !options.includes(String(value)))
        report(messages.badPrefillValue(where(path), String(value), options), path)
    }
  }
}

/** Values that name a business fact (a phone's label, a social profile) must name one that exists. */
function checkBusinessReferences({ data, report, where }: Context, references: References) {
  const business = isRecord(data.business) ? data.business : {}
  const social = isRecord(business.social) ? business.social : {}
  const phoneLabels = asArray(business.phones).flatMap((phone) =>
    isRecord(phone) && typeof phone.label === 'string' ? [phone.label] : [],
  )
  for (const { pointer, value } of references.socialProfile) {
    const path = pointerToSegments(pointer, data)
    if (social[value] === undefined) report(messages.missingSocialProfile(where(path), value), path)
  }
  for (const { pointer, value } of references.phoneLabel) {
    const path = pointerToSegments(pointer, data)
    if (!phoneLabels.includes(value)) report(messages.unknownPhoneLabel(where(path), value, phoneLabels), path)
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
  if (typeof business.url === 'string' && /^https?:\/\/([^/]+\.)?example\.(com|org|net)(\/|$)/i.test(business.url))
    warn(['business', 'url'], business.url)
}
