import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PageProviders } from '../render/PageProviders.tsx'
import { loadShell, pagePath } from './page-context.ts'
import { islandLoaders } from './registry.ts'

const hydrations = new WeakMap<HTMLElement, Promise<void>>()

/**
 * Brings one prerendered island to life, once, with the props the prerender wrote beside it; resolves
 * when it has hydrated and its effects have run.
 */
export function hydrateIsland(island: HTMLElement): Promise<void> {
  let hydration = hydrations.get(island)
  if (!hydration) {
    hydration = hydrate(island)
    hydrations.set(island, hydration)
  }
  return hydration
}

async function hydrate(island: HTMLElement): Promise<void> {
  const name = island.dataset.island ?? ''
  const load = islandLoaders[name]
  if (!load) throw new Error(`The page has an island "${name}" that this build does not know.`)
  const [Component, shell] = await Promise.all([load(), loadShell()])
  const props = JSON.parse(island.dataset.props ?? '{}') as object
  await new Promise<void>((resolve) => {
    hydrateRoot(
      island,
      <StrictMode>
        <PageProviders shell={shell} path={pagePath()} onDrawn={resolve}>
          <Component {...props} />
        </PageProviders>
      </StrictMode>,
      {
        identifierPrefix: island.dataset.islandId,
        onRecoverableError: (error) => console.error(`The "${name}" island was drawn afresh:`, error),
      },
    )
  })
  island.setAttribute('data-hydrated', '')
}
