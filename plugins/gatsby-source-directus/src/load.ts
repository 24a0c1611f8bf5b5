import type { CollectionName } from "./collections"
import { COLLECTIONS } from "./collections"
import type { RawItem } from "./normalise"
import { isBuilt, referencedFileIds } from "./normalise"
import { referencedBlockKeys } from "./blocks"
import type { ContentSource, FileRecord } from "./source"
import { CmsUnreachableError } from "./source"

export const FALLBACK_WARNING = "Failed to fetch latest data. Using build-time data."

export interface LoadedContent {
  source: ContentSource["kind"]
  items: Record<CollectionName, RawItem[]>
  files: { record: FileRecord; bytes: Buffer }[]
}

/**
 * Reads every collection in parallel, keeps published items (and drafts when `drafts`) and the blocks
 * their block lists hold (a draft page's blocks stay out of a public build), then only the files they reference.
 */
export async function loadContent(source: ContentSource, drafts = false): Promise<LoadedContent> {
  const lists = await Promise.all(
    COLLECTIONS.map(async spec => {
      const items = await source.fetchCollection(spec)
      return [spec.name, items.filter(item => isBuilt(spec, item, drafts))] as const
    })
  )
  const items = Object.fromEntries(lists) as Record<CollectionName, RawItem[]>
  const blockKeys = referencedBlockKeys(items)
  for (const spec of COLLECTIONS.filter(spec => spec.block)) {
    items[spec.name] = items[spec.name].filter(item => blockKeys.has(`${spec.name}:${String(item.id)}`))
  }
  const fileIds = [...new Set(COLLECTIONS.flatMap(spec => referencedFileIds(spec.name, items[spec.name])))]
  const records = await source.fetchFiles(fileIds)
  const files = await Promise.all(
    records.map(async record => ({ record, bytes: await source.fetchFileBytes(record) }))
  )
  return { source: source.kind, items, files }
}

export interface Logger {
  warn(message: string): void
  info(message: string): void
}

/**
 * The CMS when one is configured; the snapshot when none is, or (unless strict) when the CMS
 * cannot be reached. A CMS that answers with an error status always fails the build.
 */
export async function loadWithFallback(
  cms: ContentSource | null,
  snapshot: ContentSource,
  { strict, drafts = false, logger }: { strict: boolean; drafts?: boolean; logger: Logger }
): Promise<LoadedContent> {
  if (!cms) {
    if (strict) throw new Error("CONTENT_STRICT=1 needs a CMS: set DIRECTUS_URL (a strict build never uses the embedded snapshot)")
    logger.info("gatsby-source-directus: no DIRECTUS_URL set, building from the embedded content snapshot")
    return loadContent(snapshot, drafts)
  }
  try {
    return await loadContent(cms, drafts)
  } catch (error) {
    if (!(error instanceof CmsUnreachableError) || strict) throw error
    logger.warn(`${FALLBACK_WARNING} (${error.message})`)
    return loadContent(snapshot, drafts)
  }
}
