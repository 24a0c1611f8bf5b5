import { setAttr } from "@directus/visual-editing"
import type { ReactNode } from "react"
import { BLOCK_NAMES, TRANSLATIONS_FIELD, collectionSpec, translationsOf } from "../../plugins/gatsby-source-directus/src/collections"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"

const isBlockName = (value: string): value is BlockName => (BLOCK_NAMES as readonly string[]).includes(value)

/** Every field an editor may change on a block of this type, as Directus names them: its translations too, so a page in any language is edited in place. */
export const editableFields = (blockType: BlockName) => {
  const spec = collectionSpec(blockType)
  return [...spec.fields.map(field => field.source), ...(translationsOf(spec) ? [TRANSLATIONS_FIELD] : [])]
}

/**
 * A block of the preview, marked for Directus's Visual Editor: clicking it there opens the block's
 * fields in a drawer. Only the preview build renders it (src/blocks/Blocks.tsx).
 */
export function BlockMark({ blockType, directusId, children }: { blockType: string; directusId?: number | null; children: ReactNode }) {
  if (!isBlockName(blockType) || directusId == null) return <>{children}</>
  return <div data-directus={setAttr({ collection: blockType, item: directusId, fields: editableFields(blockType), mode: "drawer" })}>{children}</div>
}
