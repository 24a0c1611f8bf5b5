import { promises as fs } from "node:fs"
import path from "node:path"

/** Relative paths of every file under `dir` whose bytes contain `needle`. */
export async function findInTree(dir, needle) {
  const hits = []
  const bytes = Buffer.from(needle)
  async function walk(current) {
    for (const entry of await fs.readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if ((await fs.readFile(full)).includes(bytes)) hits.push(path.relative(dir, full))
    }
  }
  await walk(dir)
  return hits
}
