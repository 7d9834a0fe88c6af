import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const adminDir = join(import.meta.dirname, '../..')
const components = readdirSync(adminDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => ({ file: file.split('\\').join('/'), text: readFileSync(join(adminDir, file), 'utf8') }))

/** Components that keep a problem or an in-flight flag of their own, each with the reason. */
const ownSending: Record<string, string> = {}

const states = (text: string) => [...text.matchAll(/const \[(\w+), set\w+\] = useState\b/g)].map((match) => match[1])
const isInFlight = (name: string) =>
  /^is(Sending|Working|Busy|Saving|Removing|Uploading|Running|Submitting|Pending|Discarding)$/.test(name)
const isProblem = (name: string) => /^(problem|error|\w+Problem|\w+Error)$/.test(name)
const drawsAlert = (text: string) => /role[=:]\s*\{?\s*["']alert["']/.test(text)

describe('one way to send and to say a problem in the admin', () => {
  it('finds the components it checks', () => {
    expect(components.map(({ file }) => file)).toContain('inbox/InboxScreen.tsx')
  })

  it('draws every alert with ProblemAlert', () => {
    const drawingAlerts = components
      .filter(({ file, text }) => file !== 'app/form-parts/ProblemAlert.tsx' && drawsAlert(text))
      .map(({ file }) => file)
    expect(drawingAlerts).toEqual([])
  })

  it('keeps no problem or in-flight flag of its own, but uses useSending or useLoaded', () => {
    const keeping = components
      .filter(({ file }) => !(file in ownSending))
      .flatMap(({ file, text }) =>
        states(text)
          .filter((name) => name !== undefined && (isInFlight(name) || isProblem(name)))
          .map((name) => `${file}: ${name}`),
      )
    const phases = components
      .filter(({ file, text }) => !(file in ownSending) && /useState<[^>]*'(working|running|sending)'/.test(text))
      .map(({ file }) => file)
    expect([...keeping, ...phases]).toEqual([])
  })

  it('catches what it looks for', () => {
    expect(
      states("const [isSending, setIsSending] = useState(false)\nconst [problem, setProblem] = useState('')"),
    ).toEqual(['isSending', 'problem'])
    expect(['isWorking', 'loadError', 'problem'].every((name) => isInFlight(name) || isProblem(name))).toBe(true)
    expect([`<p role="alert">`, `role={'alert'}`, `{ role: 'alert' }`].every(drawsAlert)).toBe(true)
    expect(['errors', 'errorsAsked', 'isAsking'].some((name) => isInFlight(name) || isProblem(name))).toBe(false)
  })
})
