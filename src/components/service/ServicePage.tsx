import { Blocks } from "../../blocks/Blocks"
import type { BlockData } from "../../blocks/Blocks"
import type { BlockPage } from "../../blocks/types"
import { PageHeroIsland } from "../layout/PageHeroIsland"

export interface ServicePageProps {
  blocks: readonly BlockData[]
  page: BlockPage
  /** Title and description from the content layer, used when the page has no hero record. */
  fallback: { title: string; description?: string }
}

/** A service page: the page hero, then the service's blocks in the editor's order. */
export function ServicePage({ blocks, page, fallback }: ServicePageProps) {
  return (
    <>
      <PageHeroIsland fallback={fallback} />
      <Blocks blocks={blocks} page={page} />
    </>
  )
}
