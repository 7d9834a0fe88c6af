import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { startEditorServer, type EditorServer } from '../e2e/admin/project-copy.ts'
import { maxDraftBytes } from '../server/work/site-work.ts'
import type { EditOp } from '../src/site-text/edit.ts'
import { editorSession, type EditorSession } from './bench/editor-session.ts'
import { median } from './bench/median-table.ts'
import { siteWithPosts } from './bench/site-with-posts.ts'
import { siteFile } from '../src/build/site-dir.ts'

/**
 * `npm run bench:publish`: drives the editor's HTTP API as /admin does, against a copy of the project
 * served on loopback, for the real site and for a copy with 1,000 blog posts. Prints the median of a
 * one-field publish (the office phone), the first change after the server started, the median and worst
 * check round trip of changes typed one
 * after the other (a change sent, stored and checked, as the editor waits for it), the slowest answer of
 * `/` while the largest allowed draft is checked, and how many pages a one-post publish and a phone
 * publish draw.
 * Needs `npm run build` first. Not a test: the figures depend on the machine.
 */
const runs = Number(process.env.BENCH_RUNS ?? 7)
const realText = readFileSync(siteFile, 'utf8')
const phonePath = ['business', 'phones', 0, 'number']

const ms = (started: number) => performance.now() - started

/** The changes of one round of typing: the tagline (top of the file), a post in the middle, the office phone. */
const typedEdits = (run: number): EditOp[] => [
  { op: 'set', path: ['business', 'tagline'], value: `A tagline, take ${run}` },
  { op: 'set', path: ['blog', 'posts', 4, 'title'], value: `A title typed again, take ${run}` },
  { op: 'set', path: phonePath, value: `+254 733 ${String(100 + run).padStart(3, '0')} 444` },
]
const round = (value: number) => Math.round(value)

async function measure(name: string, siteText: string, port: number): Promise<void> {
  const server: EditorServer = await startEditorServer(port, { siteText })
  try {
    const editor = await editorSession(server.base, server.password)
    // As the editor does: one draft, changed and published again and again (a publish rebases it).
    const draft = await editor.newDraft()
    let revision = draft.revision
    const change = async (edits: Parameters<EditorSession['edit']>[1]) => {
      const answer = await editor.edit({ id: draft.id, revision }, edits)
      revision = answer.revision
      return answer
    }
    const publish = async () => {
      const outcome = await editor.publish(draft.id)
      if (outcome.outcome !== 'published' || !outcome.pages)
        throw new Error(`The publish was refused: ${JSON.stringify(outcome)}`)
      return outcome.pages
    }
    /** The draft's revision after a publish rebased it (read outside the timings: it carries the whole text). */
    const reread = async () => (revision = (await editor.draft(draft.id)).revision)

    // The first change after the server started, as the editor's first keystroke of the day.
    const firstStarted = performance.now()
    await change([{ op: 'set', path: ['business', 'tagline'], value: 'A tagline, the first change' }])
    const firstChange = ms(firstStarted)

    const publishes: number[] = []
    for (let run = 0; run < runs; run++) {
      const number = `+254 711 ${String(100 + run).padStart(3, '0')} ${String(200 + run)}`
      const started = performance.now()
      await change([{ op: 'set', path: phonePath, value: number }])
      await publish()
      publishes.push(ms(started))
      await reread()
      const contact = await (await fetch(`${server.base}/contact`)).text()
      if (!contact.includes(number)) throw new Error(`/contact does not show ${number} after the publish.`)
    }

    // As typing in the editor does: one field changed at a time, each change sent and checked before the next.
    const checks: number[] = []
    const checkedIn: number[] = []
    for (let run = 0; run < runs; run++) {
      for (const edit of typedEdits(run)) {
        const started = performance.now()
        const answer = await change([edit])
        checks.push(ms(started))
        if (!answer.check) throw new Error(`The check was refused: ${answer.checkRefused}`)
        checkedIn.push(answer.check.ms)
      }
    }

    // The tagline of the checks above is in every page's shell: published first, it is not counted below.
    await publish()
    await reread()
    await change([{ op: 'set', path: ['blog', 'posts', 2, 'title'], value: 'A title changed once' }])
    const postPages = await publish()
    await reread()
    await change([{ op: 'set', path: phonePath, value: '+254 722 000 999' }])
    const phonePages = await publish()

    console.log(`\n${name} (load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores)`)
    console.log(`  one-field publish (office phone): median ${round(median(publishes))} ms over ${runs} runs`)
    console.log(
      `  check round trip (one change sent, stored and checked): median ${round(median(checks))} ms, ` +
        `worst ${round(Math.max(...checks))} ms over ${checks.length} changes (target: at most 150 ms); ` +
        `the check itself: median ${round(median(checkedIn))} ms; ` +
        `the first change after the server started: ${round(firstChange)} ms`,
    )
    console.log(
      `  pages drawn: one post changed ${postPages.drawn} (kept ${postPages.kept}); ` +
        `the office phone changed ${phonePages.drawn} (kept ${phonePages.kept})`,
    )
  } finally {
    await server.stop()
  }
}

/** The slowest answer of `/`, fetched every 50 ms while the largest allowed draft is checked. */
async function responsiveness(port: number): Promise<void> {
  let posts = 1000
  let text = siteWithPosts(realText, posts)
  while (Buffer.byteLength(text) < maxDraftBytes * 0.95) {
    posts = Math.floor(posts * ((maxDraftBytes * 0.97) / Buffer.byteLength(text)))
    text = siteWithPosts(realText, posts)
  }
  const server = await startEditorServer(port)
  try {
    const editor = await editorSession(server.base, server.password)
    const draft = await editor.newDraft()
    const splice = { op: 'splice', from: 0, to: draft.text.length, text } as const
    const checking = { isDone: false }
    const started = performance.now()
    const checked = editor.edit(draft, [splice]).finally(() => (checking.isDone = true))
    const answers: number[] = []
    // Bounded: stops when the check answers, or after 60 s.
    while (!checking.isDone && ms(started) < 60_000) {
      const asked = performance.now()
      await (await fetch(`${server.base}/`)).arrayBuffer()
      answers.push(ms(asked))
      await new Promise((wait) => setTimeout(wait, 50))
    }
    const answer = await checked
    console.log(`\nThe largest allowed draft (${(Buffer.byteLength(text) / 2 ** 20).toFixed(1)} MiB, ${posts} posts)`)
    console.log(`  checked in ${round(ms(started))} ms (${answer.check ? 'checked' : answer.checkRefused})`)
    console.log(`  / fetched ${answers.length} times meanwhile: slowest ${round(Math.max(...answers))} ms`)
  } finally {
    await server.stop()
  }
}

await measure('The real site.yaml', realText, 4610)
await measure('1,000 blog posts', siteWithPosts(realText, 1000), 4620)
await responsiveness(4630)
