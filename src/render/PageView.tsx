import { pageHeadingBlocks } from '../blocks/components.ts'
import type { Page } from '../config/site-schema.ts'
import { BlockView } from './BlockView.tsx'

export function PageView({ page }: { page: Page }) {
  const [first] = page.blocks
  const hasHeading = first !== undefined && pageHeadingBlocks.has(first.type)
  return (
    <>
      {!hasHeading && <h1 className="page-title">{page.title}</h1>}
      {page.blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  )
}
