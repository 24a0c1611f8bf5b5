import type { CollectionName } from "./collections"
import { COLLECTIONS } from "./collections"
import type { RawItem } from "./normalise"
import { isBuilt, referencedFileIds } from "./normalise"
import { referencedBlockKeys } from "./blocks"
import { refusedFile } from "./assets"
import { safeFileName } from "./rules"
import type { ContentSource, FileRecord } from "./source"
import { CmsUnreachableError } from "./source"

export const FALLBACK_WARNING = "Failed to fetch latest data. Using build-time data."

export interface LoadedContent {
  source: ContentSource["kind"]
  items: Record<CollectionName, RawItem[]>
  files: { record: FileRecord; bytes: Buffer }[]
}

/** Told of a file record refused for its name (a message naming it); by default the load fails. */
export type RefuseFile = (message: string) => void

const failOnRefusedFile: RefuseFile = message => {
  throw new Error(message)
}

/**
 * Reads every collection in parallel, keeps published items (and drafts when `drafts`) and the blocks
 * their block lists hold (a draft page's blocks stay out of a public build), then only the files they
 * reference. A file whose name is not a bare file name (safeFileName) is refused and its bytes never
 * read: the name becomes a path in the snapshot and the name of the build's File node.
 */
export async function loadContent(source: ContentSource, drafts = false, refuseFile: RefuseFile = failOnRefusedFile): Promise<LoadedContent> {
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
  const records = (await source.fetchFiles(fileIds)).filter(record => {
    if (safeFileName(record.filename_download) !== null) return true
    refuseFile(`gatsby-source-directus: dropped ${refusedFile(record)}`)
    return false
  })
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
  // A refused file is a dropped value: a warning, a failure under CONTENT_STRICT=1.
  const refuseFile: RefuseFile = strict ? failOnRefusedFile : message => logger.warn(message)
  if (!cms) {
    if (strict) throw new Error("CONTENT_STRICT=1 needs a CMS: set DIRECTUS_URL (a strict build never uses the embedded snapshot)")
    logger.info("gatsby-source-directus: no DIRECTUS_URL set, building from the embedded content snapshot")
    return loadContent(snapshot, drafts, refuseFile)
  }
  try {
    return await loadContent(cms, drafts, refuseFile)
  } catch (error) {
    if (!(error instanceof CmsUnreachableError) || strict) throw error
    logger.warn(`${FALLBACK_WARNING} (${error.message})`)
    return loadContent(snapshot, drafts, refuseFile)
  }
}
