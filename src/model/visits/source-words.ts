/** The source visits.db gives a visit that came with neither a referring site nor a campaign name. */
export const directSource = 'Direct'

/** What a visitor with no source did, in the office's words. */
export const directInWords = 'Typed the address or used a bookmark'

/** Where visits came from, in the office's words: "Google", "flyer", or what a visitor with no source did. */
export const sourceInWords = (source: string): string => (source === directSource ? directInWords : source)
