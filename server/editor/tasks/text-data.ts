import { siteData } from '../publish/record-publish.ts'

/** The last few texts read in this thread: a publish compares the live text, which the one before published. */
const read: { text: string; data: unknown }[] = []
const kept = 3

/** The data of a site.yaml text (undefined when it is no readable YAML), read once per thread. */
export function textData(text: string): unknown {
  const found = read.find((entry) => entry.text === text)
  if (found) return found.data
  const data = siteData(text)
  rememberData(text, data)
  return data
}

/** Keeps what a check read of a text, so that comparing it later reads nothing again. */
export function rememberData(text: string, data: unknown): void {
  read.unshift({ text, data })
  read.length = Math.min(read.length, kept)
}
