import { collectionSpec, translationsOf } from "./collections"
import type { CollectionName } from "./collections"
import type { FieldSpec } from "./fields"
import type { NormaliseContext, RawItem } from "./normalise"
import { isEmpty, normaliseTranslation, translationId } from "./normalise"

/** An item's node fields in a language, and what of its text came from its translation and what did not. */
export interface Translated {
  fields: RawItem
  /** How many text values the translation gave. */
  translated: number
  /** The paths of the text the translation lacks, shown as the record's own (by their Directus names, `items[2].title`). */
  fellBack: string[]
}

/**
 * The item's node fields in a language: its own, with its translation's text over them field by field
 * and, in a list, entry by entry (entry n over entry n; the entry's links and pictures stay its own).
 * Text the translation lacks stays the record's own and is listed in `fellBack`; empty text needs none.
 * `fields` are the translation's (translationsOf), keyed by node field as both sides are.
 */
export function translate(own: RawItem, translation: RawItem | null, fields: readonly FieldSpec[], path = ""): Translated {
  const out: Translated = { fields: { ...own }, translated: 0, fellBack: [] }
  for (const field of fields) {
    const mine = own[field.name]
    const theirs = translation?.[field.name]
    if (field.type.kind === "list") {
      if (!Array.isArray(mine)) continue
      const entries = Array.isArray(theirs) ? theirs : []
      const subs = field.type.fields
      out.fields[field.name] = mine.map((entry, index) => {
        const inner = translate(entry as RawItem, (entries[index] as RawItem | undefined) ?? null, subs, `${path}${field.source}[${index}].`)
        out.translated += inner.translated
        out.fellBack.push(...inner.fellBack)
        return inner.fields
      })
    } else if (!isEmpty(theirs)) {
      out.fields[field.name] = theirs
      out.translated++
    } else if (!isEmpty(mine)) {
      out.fellBack.push(`${path}${field.source}`)
    }
  }
  return out
}

/**
 * A Directus item's node fields in `language` (not English): `own`, its normalised fields, with its
 * translation there (a draft too when `drafts`) over them, and `translationId`, the translation row's
 * id (null without one), by which the preview's Visual Editor opens that language's words.
 */
export function translateItem(collection: CollectionName, own: RawItem, raw: RawItem, language: string, ctx: NormaliseContext, drafts: boolean): Translated {
  const translation = normaliseTranslation(collection, raw, language, ctx, drafts)
  const result = translate(own, translation, translationsOf(collectionSpec(collection))?.fields ?? [])
  return { ...result, fields: { ...result.fields, translationId: translationId(collection, raw, language, drafts) } }
}
