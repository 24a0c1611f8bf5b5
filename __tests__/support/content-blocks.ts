/**
 * The embedded snapshot's blocks as the page template's query gives them: each block collection of
 * content/ through the source plugin's normaliser (node fields are the fragments' fields).
 */
import { readFileSync } from "fs"
import path from "path"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { collectionSpec, translationsOf } from "../../plugins/gatsby-source-directus/src/collections"
import { blockRows, mapFiles, normaliseItem, normaliseTranslation } from "../../plugins/gatsby-source-directus/src/normalise"
import { translate } from "../../plugins/gatsby-source-directus/src/translate"
import type { LanguageCode } from "../../src/content/languages"
import { WORDED_BLOCKS } from "../../src/blocks/worded"
import type { LeadFormNode } from "../../src/forms/lead/copy"
import type { RawItem } from "../../plugins/gatsby-source-directus/src/normalise"

const CONTENT = path.join(__dirname, "../../content")
const read = (name: string) => JSON.parse(readFileSync(path.join(CONTENT, `${name}.json`), "utf8")) as RawItem[]
/** File nodes by Directus file id: a file of content/files.json is sourced as its File node. */
const fileNames = new Map(read("files").map(file => [String(file.id), String(file.filename_download)]))
const ctx = { nodeId: (collection: string, id: string | number) => `${collection}:${id}`, fileNodeId: (id: string) => (fileNames.has(id) ? id : undefined), inlinePicture: () => undefined, sanitizeHtml: (html: string) => html, reject: () => {} }

export type SnapshotBlock = RawItem & { blockType: BlockName; id: string }

/** A block's file fields (in its repeaters too) as the fragments select them: the File node's publicURL (Gatsby's adds a digest folder). */
const withFiles = (collection: BlockName, block: RawItem): RawItem =>
  mapFiles(collectionSpec(collection).fields, block, id => ({ publicURL: `/static/${fileNames.get(id)}` }))

/** Every item of a block collection, normalised, with the settings' words where the build links them (`words`). */
export function snapshotBlocks(collection: BlockName): SnapshotBlock[] {
  const words = WORDED_BLOCKS.includes(collection) ? { words: snapshotSettings() } : {}
  return read(collection).map(raw => ({ ...withFiles(collection, normaliseItem(collection, raw, ctx)), ...words, blockType: collection, id: `${collection}:${raw.id}` }))
}

/** The items whose block lists make pages: pages items by route, services, industries and projects items by slug. */
export type BlockOwner = "pages" | "services" | "industries" | "projects"

/** The routes of the pages items that have blocks. */
export function blockPageRoutes(): string[] {
  return read("pages").filter(page => blockRows(page.blocks).length > 0).map(page => String(page.slug))
}

/** The blocks of an item with a block list (a pages item by its route, another owner's by its slug), in order. */
export function itemBlocks(collection: BlockOwner, slug: string): SnapshotBlock[] {
  const record = snapshotItem(collection, slug)
  return blockRows(record.blocks).map(({ collection: blockType, item }) => {
    const block = snapshotBlocks(blockType as BlockName).find(candidate => candidate.id === `${blockType}:${item}`)
    if (!block) throw new Error(`${slug}: block ${blockType} ${item} is not in content/`)
    return block
  })
}

/** An item with a block list as content/ holds it (raw: Directus's field names). */
export function snapshotItem(collection: BlockOwner, slug: string): RawItem {
  const record = read(collection).find(item => item.slug === slug)
  if (!record) throw new Error(`content/${collection}.json has no item ${slug}`)
  return record
}

/** A pages item's blocks (by its route), or another owner's item's (by its slug), in order. */
export const pageBlocks = (route: string, owner: BlockOwner = "pages") => itemBlocks(owner, route)

/** The block of a type (and layout) on a page: the first, or the nth (0-based) of them. */
export function pageBlock<Fragment>(route: string, blockType: BlockName, layout?: string, owner: BlockOwner = "pages", nth = 0): Fragment {
  const block = pageBlocks(route, owner).filter(candidate => candidate.blockType === blockType && (layout === undefined || candidate.layout === layout))[nth]
  if (!block) throw new Error(`${route} has no ${blockType} ${layout ?? ""}`)
  return block as unknown as Fragment
}

/** The settings singleton as the content layer gives it (node field names), in a language. */
export const snapshotSettings = (language: LanguageCode = "en"): Record<string, unknown> => snapshotSingleton("settings", language)

/** A singleton's node fields in a language, as the build makes them (a translation over the English). */
function snapshotSingleton(collection: "settings" | "contact_form" | "lead_form", language: LanguageCode): RawItem {
  const raw = JSON.parse(readFileSync(path.join(CONTENT, `${collection}.json`), "utf8")) as RawItem
  const fields = normaliseItem(collection, raw, ctx)
  const translation = language === "en" ? null : normaliseTranslation(collection, raw, language, ctx, false)
  return translation ? translate(fields, translation, translationsOf(collectionSpec(collection))!.fields).fields : fields
}

/** The contact form's words as the build links them to a form block (`form`), in a language. */
export const snapshotContactForm = (language: LanguageCode = "en") =>
  snapshotSingleton("contact_form", language) as unknown as Queries.ContactFormTextFragment

/** The lead form's node in a language, as the build writes its words from it. */
export const snapshotLeadForm = (language: LanguageCode = "en") => snapshotSingleton("lead_form", language) as unknown as LeadFormNode

/** A static query's nodes as it selects every language's: these, in English (src/content/languages.ts inLanguage). */
export const englishNodes = <T extends object>(...nodes: T[]) => ({ nodes: nodes.map(node => ({ language: "en", ...node })) })
