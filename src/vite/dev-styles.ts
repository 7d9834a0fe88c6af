import type { ViteDevServer } from 'vite'

const stylesheet = /\.css$/

/**
 * The stylesheets the page's script imports, directly or through its static imports, in the order
 * they apply: the ones the build links from the page's head. Dynamic imports are not followed; their
 * styles come with their code, as in the build. Read from Vite's server-side transform, which tells
 * static imports from dynamic ones and runs nothing.
 */
export async function entryStylesheets(server: ViteDevServer, entry: string): Promise<string[]> {
  const transform = server.environments.ssr
  const seen = new Set<string>()
  const hrefs: string[] = []
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return
    seen.add(url)
    if (stylesheet.test(url)) return void hrefs.push(url)
    const result = await transform.transformRequest(url)
    // Packages (bare names) and their styles are left out: the site's own styles are its files.
    for (const imported of result?.deps ?? []) if (imported.startsWith('/')) await visit(imported)
  }
  await visit(entry)
  return hrefs
}
