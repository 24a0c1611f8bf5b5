import { promises as fs } from "fs"
import path from "path"
import { assetPath, refusedFile } from "./assets"
import type { ContentSource, FileRecord } from "./source"
import type { RawItem } from "./normalise"

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8"))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null
    throw new Error(`Cannot read content snapshot ${file}: ${(error as Error).message}`)
  }
}

/** The embedded snapshot: content/<collection>.json in Directus's item shape, files in content/assets. */
export function snapshotSource(dir: string): ContentSource {
  return {
    kind: "snapshot",
    async fetchCollection(spec) {
      const data = await readJson(path.join(dir, `${spec.name}.json`))
      if (data === null) return []
      if (spec.singleton) return data && typeof data === "object" ? [data as RawItem] : []
      return Array.isArray(data) ? (data as RawItem[]) : []
    },
    async fetchFiles(ids) {
      const files = ((await readJson(path.join(dir, "files.json"))) ?? []) as FileRecord[]
      const wanted = new Set(ids)
      return files.filter(file => wanted.has(file.id))
    },
    async fetchFileBytes(file) {
      const asset = assetPath(dir, file)
      if (asset === null) throw new Error(`Not reading content snapshot ${refusedFile(file)}`)
      return fs.readFile(asset)
    },
  }
}
