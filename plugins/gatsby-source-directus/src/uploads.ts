import createDOMPurify from "dompurify"
import type { DOMPurify, WindowLike } from "dompurify"
import { JSDOM } from "jsdom"
import path from "path"
import type { ContentIssue, FileUse } from "./normalise"
import { safeUrl } from "./rules"
import type { FileRecord } from "./source"

/**
 * What an editor uploads is published under the site's own origin (`/static/<digest>/<name>.<ext>`),
 * so only pictures are: the raster formats browsers show in `<img>` and SVG, told by the file's
 * bytes, never by its name or the type Directus recorded. The published name's extension is the
 * checked type's, so a host serves the file as what it is; an SVG is published sanitised.
 */
export type UploadType = "jpeg" | "png" | "gif" | "webp" | "avif" | "svg"

const EXTENSIONS: Record<UploadType, string> = { jpeg: ".jpg", png: ".png", gif: ".gif", webp: ".webp", avif: ".avif", svg: ".svg" }

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1")

/** The brands of an ISO media file's leading `ftyp` box (its major brand, then the compatible ones). */
function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return []
  const size = Math.min(bytes.readUInt32BE(0), bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands
}

/** Each raster format by its signature (the first bytes every file of it starts with). */
const RASTER_SIGNATURES: [Exclude<UploadType, "svg">, (bytes: Buffer) => boolean][] = [
  ["jpeg", bytes => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff],
  ["png", bytes => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ["gif", bytes => /^GIF8[79]a$/.test(ascii(bytes, 0, 6))],
  ["webp", bytes => ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP"],
  ["avif", bytes => ftypBrands(bytes).some(brand => brand === "avif" || brand === "avis")],
]

/** The raster format of these bytes, or null. */
export function rasterType(bytes: Buffer): Exclude<UploadType, "svg"> | null {
  return RASTER_SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null
}

const SVG_NAMESPACE = "http://www.w3.org/2000/svg"

/** A raster picture inlined in an SVG (`<image href="data:image/png;base64,…">`), whose bytes are of the type it names. */
function isInlineRaster(value: string): boolean {
  const match = /^data:image\/(png|jpeg|gif|webp|avif);base64,([A-Za-z0-9+/=\s]+)$/.exec(value)
  return match !== null && rasterType(Buffer.from(match[2], "base64")) === match[1]
}

/** A reference to an element of the same SVG (`#gradient-1`). */
const FRAGMENT = /^#[A-Za-z0-9_.:-]+$/

/**
 * CSS that loads nothing: every `url()` points into the same SVG, and nothing else could fetch
 * (`@import`, `image-set()`, `image()`, `src()`, IE's `expression()`), nor hide such a name behind a
 * CSS escape.
 */
export function loadsNothing(css: string): boolean {
  const rest = css.replace(/url\(\s*(["']?)#[A-Za-z0-9_.:-]+\1\s*\)/gi, "")
  return !/\\|url\(|@import|image-set\(|image\(|src\(|expression\(/i.test(rest)
}

/**
 * Where an SVG's `href` may point: a link (`<a>`) anywhere the URL rule allows; an `<image>` to a
 * raster picture inlined in it; anything else only into the same SVG. Returns the value to keep, or null.
 */
function safeReference(element: string, value: string): string | null {
  if (element === "a") return safeUrl(value)
  if ((element === "image" || element === "feimage") && isInlineRaster(value)) return value
  return FRAGMENT.test(value) ? value : null
}

let sanitizer: { purify: DOMPurify; window: JSDOM["window"] } | null = null

/**
 * DOMPurify's SVG profile (no script, event handler, foreignObject, animation) on a jsdom window,
 * with hooks for what it leaves to the page that embeds it: references outside the file (hrefs,
 * `url()` in styles and presentation attributes). `<use>`, which the profile leaves out as it can
 * pull in another document, is kept because the hooks let its href point only into the same file
 * (design tools export logos with it). Made on first use: a build without SVG uploads never loads jsdom.
 */
function svgSanitizer() {
  if (sanitizer) return sanitizer
  const { window } = new JSDOM("")
  const purify = createDOMPurify(window as unknown as WindowLike)
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && !loadsNothing(node.textContent ?? "")) node.textContent = ""
  })
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    if (data.attrName === "href" || data.attrName === "xlink:href") {
      const kept = safeReference((node as Element).localName.toLowerCase(), data.attrValue)
      if (kept === null) data.keepAttr = false
      else data.attrValue = kept
    } else if ((data.attrName === "style" || data.attrValue.includes("(")) && !loadsNothing(data.attrValue)) {
      data.keepAttr = false
    }
  })
  sanitizer = { purify, window }
  return sanitizer
}

/**
 * The SVG document these bytes hold, sanitised and serialised as XML (UTF-8), or null when they are
 * not one: not UTF-8, not well-formed XML (an external entity counts as undefined), or a root element
 * other than SVG's `<svg>`. Only the root element is serialised: the doctype (whose entities the
 * parser expands one level, never recursively) and processing instructions (an XSLT stylesheet) are
 * not kept, nor are comments.
 */
export function sanitizeSvg(bytes: Buffer): string | null {
  let text: string
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  const { purify, window } = svgSanitizer()
  const root = new window.DOMParser().parseFromString(text, "image/svg+xml").documentElement
  if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== "svg") return null
  purify.sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ["use"], ADD_ATTR: ["role"], KEEP_CONTENT: false, IN_PLACE: true })
  return new window.XMLSerializer().serializeToString(root)
}

/** The part of an uploaded file's name that its published name keeps: letters, digits, `.`, `_` and `-`. */
export function publicName(filename: string): string {
  const stem = path.basename(filename, path.extname(filename))
  return stem.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[.-]+|[.-]+$/g, "").slice(0, 100) || "file"
}

export interface CheckedUpload {
  record: FileRecord
  /** The bytes to publish: the upload's, or for an SVG its sanitised text. */
  bytes: Buffer
  name: string
  ext: string
}

/** An upload as the site may publish it, or null when its bytes are none of the allowed types. */
export function checkUpload(record: FileRecord, bytes: Buffer): CheckedUpload | null {
  const name = publicName(record.filename_download)
  const raster = rasterType(bytes)
  if (raster) return { record, bytes, name, ext: EXTENSIONS[raster] }
  const svg = sanitizeSvg(bytes)
  return svg === null ? null : { record, bytes: Buffer.from(svg, "utf8"), name, ext: EXTENSIONS.svg }
}

/**
 * The uploads the site may publish, and for each one it may not, an issue for every item field that
 * uses it (the field is then empty, as for a missing file).
 */
export function checkUploads(files: { record: FileRecord; bytes: Buffer }[], uses: FileUse[]): { accepted: CheckedUpload[]; refused: ContentIssue[] } {
  const accepted: CheckedUpload[] = []
  const refused: ContentIssue[] = []
  for (const { record, bytes } of files) {
    const checked = checkUpload(record, bytes)
    if (checked) accepted.push(checked)
    else {
      const problem = `file ${record.id} (${JSON.stringify(record.filename_download)}) is not a JPEG, PNG, GIF, WebP, AVIF or SVG picture (checked on its content): not published`
      for (const { collection, item, field } of uses.filter(use => use.id === record.id)) refused.push({ collection, item, field, problem })
    }
  }
  return { accepted, refused }
}
