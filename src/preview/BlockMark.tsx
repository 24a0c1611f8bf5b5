import { setAttr } from "@directus/visual-editing"
import type { ReactNode } from "react"
import type { BlockData } from "../blocks/Blocks"
import { BLOCK_NAMES, TRANSLATIONS_FIELD, collectionSpec, translationsOf } from "../../plugins/gatsby-source-directus/src/collections"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { translatedField } from "../../plugins/gatsby-source-directus/src/fields"
import { DEFAULT_LANGUAGE } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import { useLanguage } from "../root/language"

const isBlockName = (value: string): value is BlockName => (BLOCK_NAMES as readonly string[]).includes(value)

/** A block as the Visual Editor marks it on a page in `language`. */
export interface MarkedBlock {
  blockType: BlockName
  directusId: number
  /** The id of its translation row in `language`, when it has one (null in English). */
  translationId?: number | null
}

/**
 * What clicking a block opens in the Visual Editor's drawer, as Directus names it. In English: the
 * block, every field and the translations. In Arabic or Turkish: the block's translation row in that
 * language, its words only, so the drawer opens on the page's language (a block's translations have
 * no status: they are on the site with their page); a block not yet translated there opens as the block with the fields every language
 * shares (layout, links, icons) and the translations, where the editor adds one.
 */
export function markOf({ blockType, directusId, translationId }: MarkedBlock, language: LanguageCode) {
  const spec = collectionSpec(blockType)
  const translations = translationsOf(spec)
  if (!translations) return { collection: blockType, item: directusId, fields: spec.fields.map(field => field.source) }
  if (language !== DEFAULT_LANGUAGE && translationId != null) {
    return { collection: translations.collection, item: translationId, fields: translations.fields.map(field => field.source) }
  }
  const shown = language === DEFAULT_LANGUAGE ? spec.fields : spec.fields.filter(field => !translatedField(field))
  return { collection: blockType, item: directusId, fields: [...shown.map(field => field.source), TRANSLATIONS_FIELD] }
}

/**
 * A block of the preview, marked for Directus's Visual Editor: clicking it there opens the block's
 * fields (markOf) in a drawer. Only the preview build renders it (src/blocks/Blocks.tsx).
 */
export function BlockMark({ block: { blockType, directusId, translationId }, children }: { block: BlockData; children: ReactNode }) {
  const language = useLanguage()
  if (!isBlockName(blockType) || directusId == null) return <>{children}</>
  return <div data-directus={setAttr({ ...markOf({ blockType, directusId, translationId }, language), mode: "drawer" })}>{children}</div>
}
