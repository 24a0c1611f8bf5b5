/**
 * Where a snapshot keeps a file's bytes: `<dir>/assets/<filename_download>`. The export writes there,
 * the seed and the build's snapshot reader read there; all three take the path from here, so a file
 * record named `../../gatsby-node.ts` or `.env` is refused by one rule instead of being joined as typed.
 */
import path from "path"
import { safeFileName } from "./rules"
import type { FileRecord } from "./source"

/** The file's path inside `<dir>/assets/`, or null when its name is not a bare file name there. */
export function assetPath(dir: string, record: Pick<FileRecord, "filename_download">): string | null {
  const name = safeFileName(record.filename_download)
  if (name === null) return null
  const assets = path.resolve(dir, "assets")
  const file = path.resolve(assets, name)
  // The name rule already keeps it there; resolving checks it as the file system will read it.
  return path.dirname(file) === assets ? file : null
}

/** What a refusal says: the file record (id and name, JSON-escaped: it may hold control characters) and the rule. */
export function refusedFile(record: Pick<FileRecord, "id" | "filename_download">): string {
  return `file ${record.id} named ${JSON.stringify(record.filename_download)}: not a bare file name (no / or \\, no leading dot, no control character)`
}
