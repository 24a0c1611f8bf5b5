/** Types of contract.mjs for TypeScript callers (the build's unit tests compare it with collections.ts). */
export interface CmsCollection {
  name: string
  fields: string[]
  files?: string[]
  m2m?: Record<string, { junction: string; key: string }>
  m2a?: Record<string, { junction: string; parent: string; keys: string[]; sort: string; collections: string[] }>
  rows?: Record<string, { collection: string; key: string; fields: string[]; files: string[] }>
  block?: boolean
  singleton?: boolean
  slug?: string
  /** Path prefix of an item's page: `route` + slug (a page's `home` is `/`). */
  route?: string
  /** HTML fields that may show files as pictures, each a path through JSON lists. */
  pictures?: string[][]
  /** Its translations: rows of `collection`, one per language, inline in content/ as `translations`. */
  translations?: { collection: string; key: string; fields: string[]; status: boolean; pictures?: string[][] }
}
/** The languages items are translated into (Directus's languages collection). */
export const CMS_LANGUAGES: { code: string; name: string; direction: "ltr" | "rtl" }[]
export const TRANSLATION_COLLECTIONS: string[]
export const SLUG_PATTERN: string
export const ROUTE_PATTERN: string
export const SITE_PATH_PATTERN: string
export const TARGET_PATTERN: string
export const BLOCKS: CmsCollection[]
export const BLOCK_NAMES: string[]
export const COLLECTIONS: CmsCollection[]
export const JUNCTIONS: string[]
export const ROW_COLLECTIONS: string[]
export const FILE_FIELDS: string[]
export const STATUS_COLLECTIONS: string[]
export const SLUG_COLLECTIONS: CmsCollection[]
export const COLLECTION_NAMES: string[]
export function fieldsParam(collection: CmsCollection): string
export function contentShape(collection: CmsCollection, item: Record<string, unknown>): Record<string, unknown>
export function writeShape(collection: CmsCollection, item: Record<string, unknown>): Record<string, unknown>
export function fileIdsOf(collection: CmsCollection, item: Record<string, unknown>): string[]
export function isFileId(value: unknown): boolean
export function extensionSite(): {
  watched: string[]
  withStatus: string[]
  blocks: string[]
  builders: { junction: string; parent: string; owner: string }[]
  rows: Record<string, { owner: string; key: string }>
  routes: Record<string, string | undefined>
}
export function assetPath(dir: string, record: { filename_download: string }): string | null
export function refusedFile(record: { id: string; filename_download: string }): string
