import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { shellData } from '../build/site-routes.ts'
import type { ShellData } from '../model/site-data.ts'
import { PageProviders } from '../render/PageProviders.tsx'
import { templateMarkup } from '../render/template-markup.ts'
import { TemplateMarkupContext } from '../ui/Template.tsx'
import { checkSite } from '../validation/check-site.ts'
import type { BlockType } from '../blocks/types.ts'
import { blockViews } from '../blocks/views.ts'

/**
 * The HTML of a block's view as the prerender writes it on a page of `shell`, its templates' content included and
 * without the island around it.
 */
export function blockMarkup(type: BlockType, props: object, shell: ShellData): string {
  return renderToStaticMarkup(
    <TemplateMarkupContext.Provider value={templateMarkup}>
      <PageProviders shell={shell} path="/">
        {createElement(blockViews[type].component as ComponentType<object>, props)}
      </PageProviders>
    </TemplateMarkupContext.Provider>,
  )
}

/** The shell of the real site.yaml, where "Add section" puts a block's example. */
export function siteShell(): ShellData {
  const root = join(import.meta.dirname, '../..')
  const { site } = checkSite(readFileSync(join(root, 'site.yaml'), 'utf8'), { publicDir: join(root, 'public') })
  if (!site) throw new Error('site.yaml does not pass the check')
  return shellData(site)
}
