import { promises as fs } from "node:fs"
import path from "node:path"

/** Relative paths of every file under `dir` whose bytes contain `needle`. */
export async function findInTree(dir, needle) {
  return (await findEachInTree(dir, [needle])).get(needle)
}

/** For each of `needles`, the relative paths of the files under `dir` holding it, in one reading of the tree. */
export async function findEachInTree(dir, needles) {
  const hits = new Map(needles.map(needle => [needle, []]))
  const wanted = needles.map(needle => [needle, Buffer.from(needle)])
  async function walk(current) {
    for (const entry of await fs.readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) await walk(full)
      else {
        const bytes = await fs.readFile(full)
        for (const [needle, sought] of wanted) if (bytes.includes(sought)) hits.get(needle).push(path.relative(dir, full))
      }
    }
  }
  await walk(dir)
  return hits
}
