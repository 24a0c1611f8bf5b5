import { setAttr } from "@directus/visual-editing"
import type { ReactNode } from "react"
import { BLOCK_NAMES, TRANSLATIONS_FIELD, collectionSpec, translationsOf } from "../../plugins/gatsby-source-directus/src/collections"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { translatedField } from "../../plugins/gatsby-source-directus/src/fields"
import { DEFAULT_LANGUAGE } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import { useLanguage } from "../root/language"

const isBlockName = (value: string): value is BlockName => (BLOCK_NAMES as readonly string[]).includes(value)

/**
 * The fields an editor may change on a block of this type from a page in `language`, as Directus
 * names them: in English all of them and the translations; in a translation the translations and the
 * fields every language shares (layout, links, icons), not the English words, which that page does not show.
 */
export const editableFields = (blockType: BlockName, language: LanguageCode) => {
  const spec = collectionSpec(blockType)
  if (!translationsOf(spec)) return spec.fields.map(field => field.source)
  const shown = language === DEFAULT_LANGUAGE ? spec.fields : spec.fields.filter(field => !translatedField(field))
  return [...shown.map(field => field.source), TRANSLATIONS_FIELD]
}

/**
 * A block of the preview, marked for Directus's Visual Editor: clicking it there opens the block's
 * fields in a drawer. Only the preview build renders it (src/blocks/Blocks.tsx).
 */
export function BlockMark({ blockType, directusId, children }: { blockType: string; directusId?: number | null; children: ReactNode }) {
  const language = useLanguage()
  if (!isBlockName(blockType) || directusId == null) return <>{children}</>
  return <div data-directus={setAttr({ collection: blockType, item: directusId, fields: editableFields(blockType, language), mode: "drawer" })}>{children}</div>
}
