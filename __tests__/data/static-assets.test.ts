import { existsSync, readFileSync, readdirSync, statSync } from "fs"
import path from "path"

const root = path.resolve(__dirname, "../..")
// The component showcase points at this file on purpose, to show a logo's failed state.
const INTENTIONALLY_MISSING = new Set(["/assets/platforms/missing-logo.svg"])

/** The code (src/) and the copy (content/, Directus's snapshot), which name site paths of static/. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.(ts|tsx|json)$/.test(name) ? [full] : []
  })
}

test("every static asset path the code and copy reference exists in static/", () => {
  const referenced = new Set<string>()
  for (const file of [...sources(path.join(root, "src")), ...sources(path.join(root, "content"))]) {
    for (const match of readFileSync(file, "utf8").matchAll(/["'`](\/(?:assets|og)\/[A-Za-z0-9_./-]+\.(?:svg|png|jpe?g|webp))["'`]/g)) {
      referenced.add(match[1])
    }
  }
  // The scan finds them (most pictures are Directus files now, which name no site path).
  expect(referenced.size).toBeGreaterThan(10)
  const missing = [...referenced].filter(p => !INTENTIONALLY_MISSING.has(p) && !existsSync(path.join(root, "static", p)))
  expect(missing).toEqual([])
})
