/** The sites a visitor can come from that the owner knows by name, by the host names they use. */
const namedSites: { name: string; hosts: RegExp; campaigns: readonly string[] }[] = [
  { name: 'Google', hosts: /(^|\.)google(\.[a-z]{2,3}){1,2}$|googlequicksearchbox/, campaigns: ['google'] },
  { name: 'Facebook', hosts: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/, campaigns: ['facebook', 'fb'] },
  { name: 'WhatsApp', hosts: /(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$/, campaigns: ['whatsapp', 'wa'] },
  { name: 'Instagram', hosts: /(^|\.)instagram\.com$/, campaigns: ['instagram', 'ig'] },
]

/**
 * Where a page view came from, as the dashboard names it: a known site by its name ("Google"), a
 * campaign's utm_source as written on the flyer ("flyer"), another site by its host, or undefined when
 * the view says nothing (typed in, a bookmark, or the next page of the same visit).
 */
export function sourceOf(referrer: string, utmSource: string | undefined): string | undefined {
  const campaign = utmSource?.trim()
  if (campaign) {
    const named = namedSites.find((site) => site.campaigns.includes(campaign.toLowerCase()))
    return named?.name ?? campaign
  }
  if (referrer === '') return undefined
  const host = referrer.toLowerCase()
  return namedSites.find((site) => site.hosts.test(host))?.name ?? host.replace(/^www\./, '')
}
