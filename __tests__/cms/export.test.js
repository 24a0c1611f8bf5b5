/** @jest-environment node */
// `npm run cms:export` (cms/scripts/export.mjs) against a stand-in CMS whose file records carry hostile
// names: it writes the snapshot and the one well-named file, and nothing for the others, anywhere.
import { execFile } from "child_process"
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { promisify } from "util"
import { startFakeDirectus } from "../../scripts/fake-directus.mjs"
import { CMS_COLLECTIONS } from "../../plugins/gatsby-source-directus/src/cms/contract"

const EXPORT = path.join(__dirname, "../../cms/scripts/export.mjs")

const GOOD = { id: "f0000000-0000-4000-a000-000000000001", filename_download: "client-good.svg" }
const HOSTILE = [
  { id: "f0000000-0000-4000-a000-000000000002", filename_download: "../../gatsby-node.ts" },
  { id: "f0000000-0000-4000-a000-000000000003", filename_download: "..\\x" },
  { id: "f0000000-0000-4000-a000-000000000004", filename_download: ".env" },
  { id: "f0000000-0000-4000-a000-000000000005", filename_download: "logo\u0007.svg" },
]

/** Every file under `dir`, as paths relative to it. */
const filesUnder = dir =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort()

/**
 * The stand-in CMS's data: one client per file, every other collection empty. Its assets hold bytes
 * under each hostile name as the stand-in resolves it (`../../gatsby-node.ts` two folders up), so an
 * export that asked for them would get them.
 */
function standIn(root) {
  const content = path.join(root, "cms", "content")
  mkdirSync(path.join(content, "assets"), { recursive: true })
  const files = [GOOD, ...HOSTILE]
  for (const { name, singleton } of CMS_COLLECTIONS) writeFileSync(path.join(content, `${name}.json`), JSON.stringify(singleton ? { id: 1 } : []))
  writeFileSync(path.join(content, "clients.json"), JSON.stringify(files.map((file, i) => ({ id: i + 1, status: "published", sort: i + 1, name: `Client ${i + 1}`, logo: file.id }))))
  writeFileSync(path.join(content, "files.json"), JSON.stringify(files.map(file => ({ ...file, title: "Logo", type: "image/svg+xml", width: 200, height: 60 }))))
  for (const { filename_download: name } of files) writeFileSync(path.join(content, "assets", name), `export default "overwritten by ${name}"\n`)
  return content
}

test("an export refuses each file whose name is not a bare file name, naming it, and writes nothing for it", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "cms-export-"))
  const cms = await startFakeDirectus({ contentDir: standIn(root), token: "read-token" })
  const out = path.join(root, "site", "content")
  let stdout
  try {
    ;({ stdout } = await promisify(execFile)(process.execPath, [
      EXPORT, "--url", cms.url, "--token", "read-token", "--out", out,
    ]))
  } finally {
    await cms.close()
  }

  // Only the snapshot's JSON files and the well-named file's bytes, nothing beside or above content/.
  expect(filesUnder(path.join(root, "site"))).toEqual(
    [...CMS_COLLECTIONS.map(({ name }) => `content/${name}.json`), "content/files.json", `content/assets/${GOOD.filename_download}`].sort()
  )
  for (const { id, filename_download: name } of HOSTILE) {
    expect(stdout).toContain(`warning: refused file ${id} named ${JSON.stringify(name)}: not a bare file name`)
  }
  expect(stdout).toMatch(/4 file\(s\) refused for their names/)
  expect(JSON.parse(readFileSync(path.join(out, "files.json"), "utf8")).map(file => file.id)).toEqual([GOOD.id])
  expect(cms.requests.filter(request => request.pathname.startsWith("/assets/")).map(request => request.pathname)).toEqual([`/assets/${GOOD.id}`])
})
