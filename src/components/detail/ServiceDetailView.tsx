import { Blocks } from "../../blocks/Blocks"
import type { BlockData } from "../../blocks/Blocks"
import type { BlockPage } from "../../blocks/types"
import { PageHeroIsland } from "../layout/PageHeroIsland"

export interface ServiceDetailViewProps {
  blocks: readonly BlockData[]
  page: BlockPage
  /** Title and description from the content layer, used when the page has no hero record. */
  fallback: { title: string; description?: string }
}

/** A service page: the page hero, then the service's blocks in the editor's order. */
export function ServiceDetailView({ blocks, page, fallback }: ServiceDetailViewProps) {
  return (
    <>
      <PageHeroIsland fallback={fallback} />
      <Blocks blocks={blocks} page={page} />
    </>
  )
}
