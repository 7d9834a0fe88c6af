import { isRecord } from '../../../model/is-record.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import { coverExample } from '../../../blocks/cover/schema.ts'
import { richTextExample } from '../../../blocks/rich-text/schema.ts'
import { freeName, wordsToAddress } from './web-address.ts'
import { serviceChoiceValue } from '../../../model/service-choices.ts'
import { handTypedServiceLists, type HandTypedList } from '../related/service-lists.ts'
import { valueAt } from '../form/editor-context.ts'

export interface NewService {
  name: string
  /** One sentence about the service: its card and the top of its page show it. */
  summary: string
  /** The picture at the top of its page, and on its card too unless `isPictureOnCard` is false. */
  picture?: { src: string; alt: string }
  isPictureOnCard?: boolean
  /**
   * The lists of choices typed by hand (listKey) to add it to; every one when left out. A list that takes its
   * choices from the services offers it without any edit.
   */
  addToLists?: readonly string[]
}

/** How the form names a hand-typed list it offers to add the service to. */
export const listKey = (list: HandTypedList): string => `${list.formId}/${list.fieldIndex}`

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

/** The web address a new service's page gets: from its name, and not one in use. */
export function serviceAddress(data: unknown, name: string): string {
  const site = isRecord(data) ? data : {}
  const pages = isRecord(site.pages) ? site.pages : {}
  const links = new Set(records(site.services).map((service) => service.link))
  return freeName(`/${wordsToAddress(name) || 'service'}`, (path) => path in pages || links.has(path))
}

/** The select fields that take their choices from the services, form by form. */
const followingFields = (forms: Record<string, unknown>) =>
  Object.entries(forms).flatMap(([formId, form]) =>
    records(isRecord(form) ? form.fields : undefined).flatMap((field) =>
      field.kind === 'select' && field.optionsFrom === 'services' ? [{ formId, name: String(field.name) }] : [],
    ),
  )

/**
 * Everything a new service needs, as edits made together: its page (from the blocks' examples), its
 * card in the services list (which every list of choices that follows the services then offers), its entry in
 * any menu that lists the services one by one, and a choice in the hand-typed lists she chose (so it can be
 * booked).
 */
export function addServiceEdits(data: unknown, service: NewService): EditOp[] {
  const site = isRecord(data) ? data : {}
  const address = serviceAddress(data, service.name)
  const optionValue = serviceChoiceValue({ name: service.name, link: address })
  const picture = service.picture
  const forms = isRecord(site.forms) ? site.forms : {}
  const chosenLists = handTypedServiceLists(data).filter(
    (list) => service.addToLists === undefined || service.addToLists.includes(listKey(list)),
  )
  const bookingForm =
    followingFields(forms)[0] ?? chosenLists.map((list) => ({ formId: list.formId, name: list.fieldName }))[0]
  const buttons = [
    ...('quote' in forms ? [{ label: 'Get a Quote', form: 'quote' }] : []),
    ...(bookingForm
      ? [
          {
            label: 'Book this service',
            form: bookingForm.formId,
            prefill: { [bookingForm.name]: optionValue },
          },
        ]
      : []),
    { label: 'Contact Us', link: 'contact' in forms ? '/contact' : '/' },
  ].slice(0, 3)
  const page = {
    title: service.name,
    description: service.summary,
    blocks: [
      picture
        ? { type: 'cover', ...coverExample, heading: service.name, intro: service.summary, image: picture, buttons }
        : { type: 'hero', heading: service.name, intro: service.summary, buttons },
      { type: 'rich-text', ...richTextExample },
    ],
  }
  const services = records(site.services)
  const menuEdits: EditOp[] = records(site.navigation).flatMap((item, index) => {
    const items = records(item.items)
    const listsServices = items.some((entry) => services.some((known) => known.link === entry.link))
    return listsServices
      ? [
          {
            op: 'insert',
            path: ['navigation', index, 'items'],
            index: items.length,
            value: { label: service.name, link: address },
          },
        ]
      : []
  })
  return [
    { op: 'set', path: ['pages', address], value: page },
    {
      op: 'insert',
      path: ['services'],
      index: services.length,
      value: {
        name: service.name,
        link: address,
        summary: service.summary,
        ...(picture && service.isPictureOnCard !== false ? { image: picture } : {}),
      },
    },
    ...menuEdits,
    ...chosenLists.map((list): EditOp => ({
      op: 'insert',
      path: list.path,
      index: records(valueAt(data, list.path)).length,
      value: { label: service.name, value: optionValue },
    })),
  ]
}
