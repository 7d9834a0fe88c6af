import type { PageHeading } from '../model/site-data.ts'
import type { Page } from '../schema/site.ts'
import { BlockView } from './BlockView.tsx'

export function PageView({ page, heading }: { page: Page; heading: PageHeading }) {
  return (
    <>
      {!heading.isDrawnByBlock && <h1 className="page-title">{heading.text}</h1>}
      {page.blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  )
}
