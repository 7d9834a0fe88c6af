/**
 * `--strict` (exit 1 when a score is under 100), `--sites=root,…` (every site when left out), `--runs=3` (the
 * run with the best performance score of that many counts; 1 when left out) and `--path=/sw` (the page measured;
 * the home page when left out).
 */
export interface LighthouseArgs {
  isStrict: boolean
  runs: number
  sites?: string[]
  path: string
}

const usage = 'Usage: npm run bench:lighthouse -- [--sites=root,<example>] [--runs=1] [--path=/] [--strict]'

export function parseLighthouseArgs(args: readonly string[]): LighthouseArgs {
  const parsed: LighthouseArgs = { isStrict: false, runs: 1, path: '/' }
  for (const arg of args) {
    const [name, value = ''] = arg.split(/=(.*)/s)
    if (arg === '--strict') parsed.isStrict = true
    else if (name === '--sites') parsed.sites = value.split(',').filter(Boolean)
    else if (name === '--runs') parsed.runs = Number(value)
    else if (name === '--path') parsed.path = value
    else throw new Error(`Unknown argument "${arg}". ${usage}`)
  }
  if (parsed.sites?.length === 0) throw new Error(`--sites names no site. ${usage}`)
  if (!parsed.path.startsWith('/')) throw new Error(`--path must be an address on the site, like "/sw". ${usage}`)
  if (!Number.isInteger(parsed.runs) || parsed.runs < 1)
    throw new Error(`--runs must be a whole number of at least 1. ${usage}`)
  return parsed
}
