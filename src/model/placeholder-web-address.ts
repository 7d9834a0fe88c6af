/** Whether a web address is an example a new site starts with (example.com, .org, .net), not the business's own. */
export const isPlaceholderWebAddress = (url: string): boolean =>
  /^https?:\/\/([^/]+\.)?example\.(com|org|net)(\/|$)/i.test(url)
