/** Types of contract.mjs for TypeScript callers (the build's unit tests compare the slug patterns). */
export interface CmsCollection {
  name: string
  fields: string[]
  files?: string[]
  m2m?: Record<string, { junction: string; key: string }>
  singleton?: boolean
  slug?: string
}
export const SLUG_PATTERN: string
export const ROUTE_PATTERN: string
export const COLLECTIONS: CmsCollection[]
export const JUNCTION: string
export const FILE_FIELDS: string[]
export const STATUS_COLLECTIONS: string[]
export const SLUG_COLLECTIONS: CmsCollection[]
export const COLLECTION_NAMES: string[]
export function fieldsParam(collection: CmsCollection): string
export function isFileId(value: unknown): boolean
