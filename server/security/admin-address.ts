/** True for /admin, its app's files and its API. */
export const isAdminAddress = (url: string): boolean => /^\/admin(\/|\?|$)/.test(url)

/** A host name as ADMIN_HOST gives it and as requests name it: lower case, without a port. */
export const hostNameOf = (host: string): string => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
