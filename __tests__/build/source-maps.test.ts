import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { removeSourceMaps } from "../../src/build/source-maps"

test("maps an earlier build left are removed, everything else stays", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "maps-"))
  mkdirSync(path.join(dir, "static"))
  for (const file of ["app-1.js", "app-1.js.map", "static/a.css.map", "static/a.css", "sitemap.xml"]) writeFileSync(path.join(dir, file), "")
  await removeSourceMaps(dir)
  expect([...readdirSync(dir), ...readdirSync(path.join(dir, "static"))].sort()).toEqual(["a.css", "app-1.js", "sitemap.xml", "static"])
})
