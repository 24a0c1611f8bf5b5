/** @jest-environment node */
import path from "path"
import { assetPath, refusedFile } from "../src/assets"

const DIR = path.resolve("/srv/site/content")

test("a bare file name is a file directly inside <dir>/assets", () => {
  expect(assetPath(DIR, { filename_download: "client-atlas.svg" })).toBe(path.join(DIR, "assets", "client-atlas.svg"))
  expect(assetPath("content", { filename_download: "a b.png" })).toBe(path.resolve("content", "assets", "a b.png"))
})

test.each(["../../gatsby-node.ts", "..\\x", ".env", "logo\u0007.svg", "..", "/etc/passwd", "sub/x.svg", ""])("%j has no path in assets/", name => {
  expect(assetPath(DIR, { filename_download: name })).toBeNull()
})

test("a refusal names the file record, its name escaped", () => {
  expect(refusedFile({ id: "f-1", filename_download: "logo\u0007.svg" })).toBe(
    'file f-1 named "logo\\u0007.svg": not a bare file name (no / or \\, no leading dot, no control character)'
  )
})
