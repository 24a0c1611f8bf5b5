import { setAttr } from "@directus/visual-editing"
import type { ReactNode } from "react"
import { BLOCK_NAMES, collectionSpec } from "../../plugins/gatsby-source-directus/src/collections"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"

const isBlockName = (value: string): value is BlockName => (BLOCK_NAMES as readonly string[]).includes(value)

/** Every field an editor may change on a block of this type, as Directus names them. */
export const editableFields = (blockType: BlockName) => collectionSpec(blockType).fields.map(field => field.source)

/**
 * A block of the preview, marked for Directus's Visual Editor: clicking it there opens the block's
 * fields in a drawer. Only the preview build renders it (src/blocks/Blocks.tsx).
 */
export function BlockMark({ blockType, directusId, children }: { blockType: string; directusId?: number | null; children: ReactNode }) {
  if (!isBlockName(blockType) || directusId == null) return <>{children}</>
  return <div data-directus={setAttr({ collection: blockType, item: directusId, fields: editableFields(blockType), mode: "drawer" })}>{children}</div>
}
