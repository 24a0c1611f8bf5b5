/**
 * The pictures an editor places in rich text, published by the site itself: under the site's origin,
 * in a folder named by their bytes (`/static/<digest>/`, as Gatsby's own files, so hosts cache them
 * for good), scaled by sharp to the width of the column that shows them (and twice it, for
 * dense screens) as WebP; an SVG (sanitised: uploads.ts) and a GIF (it may move) as they are. The page
 * then never loads a picture from the CMS, and a warm build re-encodes nothing it has published.
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import type { InlinePicture } from "./sanitize"
import type { CheckedUpload } from "./uploads"

/** The widths to publish for a column `column` px wide: it and twice it, none wider than the picture. */
export function pictureWidths(own: number, column: number): number[] {
  return [...new Set([column, column * 2].map(width => Math.min(width, own)))]
}

/** A picture's `sizes`: the column's width, the viewport's below it (its padding aside). */
export const pictureSizes = (column: number) => `(min-width: ${column + 48}px) ${column}px, 100vw`

const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 16)

/** Writes `make()` to public/static/<digest>/<name> unless a build has already (the folder is the source's digest). */
async function publish(publicDir: string, digest: string, name: string, make: () => Promise<Buffer> | Buffer): Promise<string> {
  const file = path.join(publicDir, "static", digest, name)
  if (!fs.existsSync(file)) {
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    await fs.promises.writeFile(file, await make())
  }
  return `/static/${digest}/${name}`
}

/** One upload as a picture of a column `column` px wide. */
export async function publishInlinePicture(upload: CheckedUpload, publicDir: string, column: number): Promise<InlinePicture> {
  const { bytes, ext, name, record } = upload
  const id = digest(bytes)
  if (ext === ".svg" || ext === ".gif") {
    const size = record.width && record.height ? { width: record.width, height: record.height } : {}
    return { src: await publish(publicDir, id, `${name}${ext}`, () => bytes), ...size }
  }
  const { width = column, height = column } = await sharp(bytes).rotate().metadata().then(meta =>
    // A photo turned by its EXIF orientation swaps its sides.
    (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height })
  const widths = pictureWidths(width, column)
  const urls = await Promise.all(widths.map(w =>
    publish(publicDir, id, `${name}-${w}.webp`, () => sharp(bytes).rotate().resize({ width: w }).webp({ quality: 80 }).toBuffer())))
  return {
    src: urls[0],
    srcset: urls.map((url, i) => `${url} ${widths[i]}w`).join(", "),
    sizes: pictureSizes(column),
    width: widths[0],
    height: Math.round((height * widths[0]) / width),
  }
}

/** The published picture of each upload that HTML shows (`ids`), by file id. */
export async function publishInlinePictures(uploads: CheckedUpload[], ids: ReadonlySet<string>, publicDir: string, column: number): Promise<Map<string, InlinePicture>> {
  const shown = uploads.filter(upload => ids.has(upload.record.id))
  const pictures = await Promise.all(shown.map(async upload => [upload.record.id, await publishInlinePicture(upload, publicDir, column)] as const))
  return new Map(pictures)
}
