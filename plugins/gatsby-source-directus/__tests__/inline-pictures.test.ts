/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { pictureWidths, publishInlinePictures } from "../src/inline-pictures"
import { checkUpload } from "../src/uploads"

const upload = async (id: string, width: number, height: number) => {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#5b4de8" } }).png().toBuffer()
  return checkUpload({ id, filename_download: `${id}.png` }, bytes)!
}

test("a picture is published at the column's width and twice it, never wider than it is", () => {
  expect(pictureWidths(4000, 760)).toEqual([760, 1520])
  expect(pictureWidths(1000, 760)).toEqual([760, 1000])
  expect(pictureWidths(500, 760)).toEqual([500])
})

test("rich text's pictures are published under the site as WebP named by their bytes, sized for the column; a second build writes nothing", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-"))
  const uploads = [await upload("wide", 2000, 1000), await upload("small", 400, 300), await upload("unused", 900, 900)]
  const pictures = await publishInlinePictures(uploads, new Set(["wide", "small"]), dir, 760)
  const wide = pictures.get("wide")!
  expect(wide).toMatchObject({ width: 760, height: 380, sizes: "(min-width: 808px) 760px, 100vw" })
  expect(wide.src).toMatch(/^\/static\/[0-9a-f]{16}\/wide-760\.webp$/)
  expect(wide.srcset).toBe(`${wide.src} 760w, ${wide.src.replace("-760", "-1520")} 1520w`)
  expect(pictures.get("small")).toMatchObject({ width: 400, height: 300, srcset: expect.stringMatching(/-400\.webp 400w$/) })
  expect(pictures.has("unused")).toBe(false)
  const file = path.join(dir, wide.src)
  expect((await sharp(file).metadata())).toMatchObject({ format: "webp", width: 760, height: 380 })
  expect(fs.readdirSync(path.join(dir, path.dirname(wide.src)))).toEqual(["wide-1520.webp", "wide-760.webp"])
  expect(fs.readdirSync(path.join(dir, "static"))).toHaveLength(2)
  const written = fs.statSync(file).mtimeMs
  await publishInlinePictures(uploads, new Set(["wide", "small"]), dir, 760)
  expect(fs.statSync(file).mtimeMs).toBe(written)
})
