import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parse } from 'yaml'
import { usualColors } from '../../src/theme/usual-colors.ts'

/** Something that tells one site apart from another: what it is, in words, and the text that gives it away. */
export interface Trace {
  what: string
  text: string
}

/** What of site.yaml a trace is taken from; all of it optional, so a site the check refuses still has traces. */
interface SiteFacts {
  business?: {
    name?: string
    url?: string
    phones?: { label?: string; number?: string }[]
    whatsapp?: string
    email?: string
    address?: { street?: string; town?: string }
    logo?: string
  }
  theme?: { colors?: Record<string, string>; shades?: Record<string, string> }
}

/** A number as written, and as links carry it: its digits only (wa.me/254…, tel:+254…). */
const numberTraces = (what: string, number: string | undefined): Trace[] =>
  number
    ? [
        { what, text: number },
        { what: `${what}, in figures only`, text: number.replace(/\D/g, '') },
      ]
    : []

const usual: Record<string, string> = usualColors

// The address as pages, the sitemap and the search data all write it, whatever comes before or after the host.
const hostOf = (url: string): string => URL.parse(url)?.host ?? url

/**
 * What identifies the site in `dir` in its built files: its business name, web address, phone and WhatsApp
 * numbers, e-mail, street, town, the theme colours it changes from the product's usual ones, the shades it pins, and
 * its logo's file name.
 */
export function siteTraces(dir: string): Trace[] {
  const facts = (parse(readFileSync(join(dir, 'site.yaml'), 'utf8')) ?? {}) as SiteFacts
  const business = facts.business ?? {}
  const colors = Object.entries(facts.theme?.colors ?? {})
    .filter(([role, color]) => typeof color === 'string' && color.toLowerCase() !== usual[role])
    .map(([role, color]) => ({ what: `the theme colour ${role}`, text: color.toLowerCase() }))
  // A shade has no usual value of its own: it is made from the colours unless the site pins it.
  const shades = Object.entries(facts.theme?.shades ?? {})
    .filter(([, color]) => typeof color === 'string')
    .map(([name, color]) => ({ what: `the theme shade ${name}`, text: color.toLowerCase() }))
  const traces: (Trace | undefined)[] = [
    business.name ? { what: 'the business name', text: business.name } : undefined,
    business.url ? { what: 'the web address', text: hostOf(business.url) } : undefined,
    ...(business.phones ?? []).flatMap((phone) => numberTraces(`the phone number "${phone.label}"`, phone.number)),
    ...numberTraces('the WhatsApp number', business.whatsapp),
    business.email ? { what: 'the e-mail address', text: business.email } : undefined,
    business.address?.street ? { what: 'the street', text: business.address.street } : undefined,
    business.address?.town ? { what: 'the town', text: business.address.town } : undefined,
    ...colors,
    ...shades,
    business.logo ? { what: 'the logo’s file name', text: basename(business.logo) } : undefined,
  ]
  return traces.filter((trace): trace is Trace => trace !== undefined && trace.text.length > 0)
}

/** The ways a text can be written in a built file: as it is, and as HTML writes its "&" and quotes. */
export function writtenForms(text: string): string[] {
  const html = text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  const forms = [text, html, html.replaceAll("'", '&#x27;'), html.replaceAll("'", '&#39;')]
  return [...new Set(forms.map((form) => form.toLowerCase()))]
}
