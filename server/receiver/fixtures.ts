import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { FormDefinition, FormField } from '../../src/forms/schema.ts'
import { businessTimeZone, todayIn } from '../../src/forms/rules.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'

const services = ['upholstery', 'office', 'tiles', 'hardwood', 'window', 'pressure', 'construction']

/** Forms like the site's: the old contact form's fields, a booking with a date, a newsletter, a WhatsApp quote. */
export const testForms: Record<string, FormDefinition> = {
  contact: {
    title: 'Contact Us',
    fields: [
      { name: 'firstName', label: 'First Name', kind: 'text', required: 'First name is required' },
      { name: 'lastName', label: 'Last Name', kind: 'text', required: 'Last name is required' },
      { name: 'email', label: 'Email', kind: 'email', required: 'Email is required' },
      { name: 'contactNumber', label: 'Contact Number', kind: 'tel', required: 'Contact number is required' },
      {
        name: 'cleaningService',
        label: 'Cleaning Service',
        kind: 'select',
        required: 'Choose a service',
        options: services.map((value) => ({ label: value, value })),
      },
      { name: 'message', label: 'Message', kind: 'textarea', required: 'Message is required' },
    ],
  },
  booking: {
    title: 'Book a Cleaning Session',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: 'Name is required' },
      { name: 'phone', label: 'Phone number', kind: 'tel', required: 'Phone number is required' },
      {
        name: 'service',
        label: 'Service',
        kind: 'select',
        required: 'Service is required',
        options: [
          { label: 'Carpet Cleaning', value: 'carpet' },
          { label: 'Sofa Cleaning', value: 'sofa' },
        ],
      },
      { name: 'date', label: 'Preferred date', kind: 'date', required: 'Date is required' },
    ],
  },
  newsletter: {
    title: 'Newsletter',
    fields: [{ name: 'email', label: 'Email', kind: 'email', required: 'Email is required' }],
  },
  quote: {
    title: 'Get a Free Quote',
    action: { whatsapp: 'Name: {name}' },
    fields: [{ name: 'name', label: 'Your name', kind: 'text', required: 'Name is required' }],
  },
  partner: {
    title: 'Elsewhere',
    action: { post: 'https://hooks.example.com/partner' },
    fields: [{ name: 'name', label: 'Name', kind: 'text' }],
  },
}

/** A value each kind of field accepts. */
export function validValue(field: FormField, n = 0): string {
  switch (field.kind) {
    case 'email':
      return `visitor${n}@example.com`
    case 'tel':
      return '0712 345 678'
    case 'select':
      return field.options?.[n % field.options.length]?.value ?? ''
    case 'date':
      return todayIn(businessTimeZone, new Date(Date.now() + 2 * 86_400_000))
    case 'textarea':
      return `Please clean our sofa, number ${n}.\nThank you!`
    default:
      return `Wanjiru ${n}`
  }
}

/** A body the form accepts. */
export const validBody = (form: FormDefinition, n = 0): Record<string, string> =>
  Object.fromEntries(form.fields.map((field) => [field.name, validValue(field, n)]))

/** A minimal built site in a temporary folder, with these forms in its manifest. */
export function makeDist(forms: Record<string, FormDefinition> = testForms, siteUrl = 'https://cleaners.test'): string {
  const dist = mkdtempSync(join(tmpdir(), 'receiver-dist-'))
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Not found'),
    'site-manifest.json': JSON.stringify({
      pages: [{ path: '/', heading: 'Home' }],
      redirects: {},
      forms,
      siteUrl,
    } satisfies SiteManifest),
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true })
    writeFileSync(join(dist, name), content)
  }
  return dist
}
