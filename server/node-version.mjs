// Plain JavaScript without recent syntax, so that a Node too old for this project can still run it.

/**
 * The lowest version a `>=MAJOR.MINOR[.PATCH]` range (package.json's `engines.node`) allows, as
 * [major, minor, patch]; throws for a range of any other form.
 */
export function requiredNodeOf(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim())
  if (!match) throw new Error(`engines.node in package.json must read ">=MAJOR.MINOR", not "${range}"`)
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)]
}

function isOlder(version, than) {
  for (let i = 0; i < 3; i++) if ((version[i] || 0) !== than[i]) return (version[i] || 0) < than[i]
  return false
}

/** One sentence saying what to do when `running` (as `process.version` gives it) is older than `range`. */
export function nodeVersionProblem(running, range) {
  const required = requiredNodeOf(range)
  const version = running.replace(/^v/, '')
  if (!isOlder(version.split('.').map(Number), required)) return undefined
  const needed = required[2] ? required.join('.') : `${required[0]}.${required[1]}`
  return (
    `This website needs Node.js ${needed} or later, but ${version} is running: install Node.js 24 ` +
    '(section 2 of the guide to the live server says how), then start it again.'
  )
}
