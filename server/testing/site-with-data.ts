import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sharp } from '../../src/build/images/sharp.ts'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { createPublisher, type Publisher } from '../editor/publish/publisher.ts'
import { addPerson, logInToAdmin, type AdminSessionCookie } from './admin-client.ts'
import { renderStandIn } from './editor-stand-ins.ts'
import { post, startTestServer, type TestServer } from './test-server.ts'

export const ownerPassword = 'the owner’s long backup phrase'

/** For tests: a checkout of the real site.yaml with an empty uploads folder, in a temporary folder. */
export function freshProject(name: string): string {
  const project = mkdtempSync(join(tmpdir(), `${name}-project-`))
  writeFileSync(join(project, 'site.yaml'), readFileSync(join(import.meta.dirname, '../../site.yaml')))
  mkdirSync(join(project, 'public', 'images', 'uploads'), { recursive: true })
  return project
}

/** For tests: a running site whose data is written as people write it, over HTTP and through the publisher. */
export interface SiteWithData {
  server: TestServer
  project: string
  owner: AdminSessionCookie
  publisher: Publisher
  /** Sends one request through the contact form; resolves with its id once acknowledged. */
  sendRequest(n: number): Promise<string>
  /** Publishes site.yaml with a new tagline, as the editor does. */
  publishTagline(words: string): Promise<void>
  /** Uploads a photo of this colour; resolves with its address. */
  uploadPhoto(colour: string): Promise<string>
}

export async function siteWithData(project: string, dataDir: string): Promise<SiteWithData> {
  const server = await startTestServer({ projectRoot: project, dataDir, settings: { adminPassword: ownerPassword } })
  const owner = await logInToAdmin(server.base, ownerPassword)
  const publisher = createPublisher({
    projectRoot: project,
    buildsDir: join(dataDir, 'builds'),
    db: server.app.db,
    onPublished: () => {},
    render: renderStandIn,
  })
  return {
    server,
    project,
    owner,
    publisher,
    async sendRequest(n) {
      const response = await post(server.base, '/api/forms/contact', validBody(testForms.contact!, n))
      if (response.status !== 201) throw new Error(`the form answered ${response.status}`)
      return ((await response.json()) as { id: string }).id
    },
    async publishTagline(words) {
      const live = publisher.current()
      const text = live.text.replace(/^ {2}tagline: .*$/m, `  tagline: ${words}`)
      const outcome = await publisher.publish({ text, baseVersion: live.version, author: 'Wanjiru' })
      if (!outcome.ok) throw new Error(outcome.message)
    },
    async uploadPhoto(colour) {
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .jpeg()
        .toBuffer()
      const response = await fetch(`${server.base}/admin/api/uploads`, {
        method: 'POST',
        headers: {
          cookie: owner.cookie,
          'x-csrf-token': owner.csrfToken,
          'content-type': 'application/octet-stream',
          'x-file-name': `sofa ${colour}.jpg`,
        },
        body: new Uint8Array(photo),
      })
      if (response.status !== 201) throw new Error(`the upload answered ${response.status}: ${await response.text()}`)
      return ((await response.json()) as { src: string }).src
    },
  }
}

/** Adds a person as the owner does in /admin. */
export const addStaff = (site: SiteWithData, name: string) =>
  addPerson(site.server.base, site.owner, { name, role: 'editor', password: 'a long phrase for the staff' })
