import type { Page } from '../model/site.ts'
import { BlockView } from './BlockView.tsx'
import { pageHeading } from '../build/page-heading.ts'

export function PageView({ page }: { page: Page }) {
  const heading = pageHeading(page)
  return (
    <>
      {!heading.fromBlock && <h1 className="page-title">{heading.text}</h1>}
      {page.blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  )
}
