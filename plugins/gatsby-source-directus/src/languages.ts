import { DEFAULT_LANGUAGE, LANGUAGES, languageOf } from "../../../src/content/languages"
import type { LanguageCode } from "../../../src/content/languages"
import { blockLists, blockNodeFields, linkBlocks } from "./blocks"
import type { SourcedItem } from "./blocks"
import type { BlockName, CollectionName } from "./collections"
import { COLLECTIONS, collectionSpec, translationsOf } from "./collections"
import { hasTranslation, normaliseItems } from "./normalise"
import type { NormaliseContext, RawItem } from "./normalise"
import { translateItem } from "./translate"
import { LOCAL_SLUG } from "./fields"

/** The content in one language: its nodes, what its build says of it. */
export interface LanguageContent {
  language: LanguageCode
  items: SourcedItem[]
  /** A block on a page in this language whose text is partly the English (page, block, fields). */
  warnings: string[]
  /** A line for the build's log: pages, text translated, text that fell back. */
  report: string
}

/** The languages a record exists in: English, and each it has a translation in that this build shows. */
const languagesOf = (collection: CollectionName, raw: RawItem, drafts: boolean): LanguageCode[] =>
  LANGUAGES.map(language => language.code).filter(code => code === DEFAULT_LANGUAGE || hasTranslation(collection, raw, code, drafts))

/**
 * Every item once per language, English first (an item of a collection without text, once, in English): in another language, its node has its translation's
 * text over its own (translate.ts) and links to that language's nodes, so a page in Arabic reads an
 * Arabic block list, Arabic records and Arabic settings through the same queries. Every node says its
 * `language` and the `languages` its record has a translation in (a page exists in those). Refused
 * values are reported once, by the English pass (a translation's own, by its language's).
 */
export function contentLanguages(
  items: Record<CollectionName, RawItem[]>, ctx: NormaliseContext, createNodeId: (key: string) => string, drafts: boolean,
): LanguageContent[] {
  return LANGUAGES.map(({ code: language }) => {
    const own = language === DEFAULT_LANGUAGE
    // A collection without text (redirects, tags, logos) has its English nodes only, which every language links to.
    const nodeId = own ? ctx.nodeId : (collection: string, id: string | number) =>
      translationsOf(collectionSpec(collection)) ? createNodeId(`directus-${collection}-${id}-${language}`) : ctx.nodeId(collection, id)
    const quiet: NormaliseContext = { ...ctx, nodeId, reject: own ? ctx.reject : () => {} }
    const fellBack = new Map<string, string[]>()
    let translated = 0
    const sourced: SourcedItem[] = COLLECTIONS.filter(spec => own || translationsOf(spec)).flatMap(spec => {
      const shownItems = normaliseItems(spec.name, items[spec.name], quiet).map(({ raw, fields }) => {
        const item = String(raw.id ?? "singleton")
        const id = nodeId(spec.name, item)
        let shown = fields
        if (!own) {
          const result = translateItem(spec.name, fields, raw, language, { ...quiet, reject: ctx.reject }, drafts)
          shown = result.fields
          translated += result.translated
          if (result.fellBack.length > 0) fellBack.set(id, result.fellBack)
        }
        return { raw, item, id, shown }
      })
      const addressed = own ? shownItems : uniqueLocalSlugs(spec.name, shownItems, language, ctx.reject)
      return addressed.map(({ raw, item, id, shown }) => {
        const node = { ...shown, languages: languagesOf(spec.name, raw, drafts) }
        return { collection: spec.name, item, nodeId: id, fields: spec.block ? blockNodeFields(spec.name as BlockName, node) : node }
      })
    })
    const linked = linkBlocks(sourced, quiet.reject)
    const pages = linked.filter(item => collectionSpec(item.collection).route && (item.fields.languages as string[]).includes(language))
    const warnings = own ? [] : blockFallbacks(pages, linked, fellBack, language)
    const fallbacks = warnings.length
    const report = `${languageOf(language).name} (${language}): ${pages.length} pages, ${translated} texts translated, ${fallbacks} blocks partly in English`
    return { language, items: linked, warnings, report }
  })
}

/** One warning per block on a page in `language` with text its translation lacks, naming page, block, fields and language. */
function blockFallbacks(pages: SourcedItem[], items: SourcedItem[], fellBack: Map<string, string[]>, language: LanguageCode): string[] {
  const byNode = new Map(items.map(item => [item.nodeId, item]))
  return pages.flatMap(page =>
    blockLists(collectionSpec(page.collection)).flatMap(field =>
      (page.fields[field.name] as string[]).flatMap(blockId => {
        const missing = fellBack.get(blockId)
        const block = byNode.get(blockId)
        if (!missing || !block) return []
        const fields = missing.length > 6 ? `${missing.slice(0, 6).join(", ")} and ${missing.length - 6} more` : missing.join(", ")
        return [`${page.collection} item ${page.item}, block ${block.collection} ${block.item}: no ${languageOf(language).name} (${language}) for ${fields}: shown in English`]
      })))
}

/**
 * A translation's own slug (LOCAL_SLUG) kept where it is its page's alone in `language`: one that is
 * an item's English slug in the collection (which its page in this language may be at), or another
 * translation's in this language (the lower id keeps it), is dropped with a warning naming
 * collection, item and field, and its page keeps the English one.
 */
export function uniqueLocalSlugs<T extends { item: string; shown: RawItem }>(collection: CollectionName, items: readonly T[], language: LanguageCode, reject: NormaliseContext["reject"]): T[] {
  const english = new Map(items.map(({ item, shown }) => [shown.slug, item]))
  const taken = new Map<unknown, string>()
  return items.map(entry => {
    const slug = entry.shown[LOCAL_SLUG]
    if (typeof slug !== "string" || slug === entry.shown.slug) return entry
    const owner = english.get(slug) ?? taken.get(slug)
    if (owner === undefined) {
      taken.set(slug, entry.item)
      return entry
    }
    const whose = english.has(slug) ? `item ${owner}'s slug` : `item ${owner}'s in ${languageOf(language).name}`
    reject({ collection, item: entry.item, field: `translations[${language}].slug`, problem: `slug "${slug}" is already ${whose}: the English slug is used` })
    return { ...entry, shown: { ...entry.shown, [LOCAL_SLUG]: null } }
  })
}
