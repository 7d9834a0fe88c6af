import { isRecord } from '../../../model/is-record.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import { coverExample } from '../../../blocks/cover/schema.ts'
import { richTextExample } from '../../../blocks/rich-text/schema.ts'
import { freeName, wordsToAddress } from './web-address.ts'

export interface NewService {
  name: string
  /** One sentence about the service: its card and the top of its page show it. */
  summary: string
  /** The picture at the top of its page, and on its card too unless `isPictureOnCard` is false. */
  picture?: { src: string; alt: string }
  isPictureOnCard?: boolean
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

/** The web address a new service's page gets: from its name, and not one in use. */
export function serviceAddress(data: unknown, name: string): string {
  const site = isRecord(data) ? data : {}
  const pages = isRecord(site.pages) ? site.pages : {}
  const links = new Set(records(site.services).map((service) => service.link))
  return freeName(`/${wordsToAddress(name) || 'service'}`, (path) => path in pages || links.has(path))
}

/**
 * Everything a new service needs, as edits made together: its page (from the blocks' examples), its
 * card in the services list, its entry in any menu that lists the services one by one, and an
 * option in every form's service choice (so it can be booked).
 */
export function addServiceEdits(data: unknown, service: NewService): EditOp[] {
  const site = isRecord(data) ? data : {}
  const address = serviceAddress(data, service.name)
  const optionValue = address.slice(1)
  const picture = service.picture
  const forms = isRecord(site.forms) ? site.forms : {}
  const serviceFields = Object.entries(forms).flatMap(([formId, form]) =>
    records(isRecord(form) ? form.fields : undefined).flatMap((field, index) =>
      field.kind === 'select' && /service/i.test(String(field.name)) ? [{ formId, index, field }] : [],
    ),
  )
  const bookingForm = serviceFields[0]
  const buttons = [
    ...('quote' in forms ? [{ label: 'Get a Quote', form: 'quote' }] : []),
    ...(bookingForm
      ? [
          {
            label: 'Book this service',
            form: bookingForm.formId,
            prefill: { [String(bookingForm.field.name)]: optionValue },
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
    ...serviceFields.map(({ formId, index, field }): EditOp => ({
      op: 'insert',
      path: ['forms', formId, 'fields', index, 'options'],
      index: records(field.options).length,
      value: { label: service.name, value: optionValue },
    })),
  ]
}
