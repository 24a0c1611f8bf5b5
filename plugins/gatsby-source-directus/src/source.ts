import type { CollectionSpec } from "./collections"
import type { RawItem } from "./normalise"

/** A `directus_files` record, as the snapshot's files.json and the CMS both give it. */
export interface FileRecord {
  id: string
  filename_download: string
  title?: string | null
  type?: string | null
  width?: number | null
  height?: number | null
}

/** Where content comes from: a live Directus or the embedded snapshot. Same shapes from both. */
export interface ContentSource {
  kind: "cms" | "snapshot"
  /** All items of a collection (a singleton comes back as a one-item list). */
  fetchCollection(spec: CollectionSpec): Promise<RawItem[]>
  fetchFiles(ids: string[]): Promise<FileRecord[]>
  fetchFileBytes(file: FileRecord): Promise<Buffer>
}

/** The CMS answered with a non-OK status: a content or permission problem, never hidden. */
export class CmsHttpError extends Error {
  constructor(
    readonly collection: string,
    readonly status: number
  ) {
    super(`Directus collection "${collection}": HTTP error! status: ${status}`)
    this.name = "CmsHttpError"
  }
}

/** The CMS could not be reached at all (network down, DNS, timeout): the snapshot can stand in. */
export class CmsUnreachableError extends Error {
  constructor(
    readonly collection: string,
    cause: unknown
  ) {
    super(`Directus could not be reached while reading "${collection}": ${describe(cause)}`)
    this.name = "CmsUnreachableError"
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause
    return cause?.code ? `${error.message} (${cause.code})` : error.message
  }
  return String(error)
}
