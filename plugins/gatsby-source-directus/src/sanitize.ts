import sanitize from "sanitize-html"
import { safeUrl } from "./rules"

/** A picture in an HTML field as the site shows it: its published address (and sizes), never the editor's. */
export interface InlinePicture {
  src: string
  srcset?: string
  sizes?: string
  width?: number
  height?: number
}

/** The published picture of a Directus file, or null when the site publishes none (missing, not a picture). */
export type InlinePictureOf = (fileId: string) => InlinePicture | null

/**
 * The Directus file an `<img>` shows: its address is the file's asset, `/assets/<uuid>` as Directus's
 * editor writes it (with its origin, an extension, a query: `…/assets/<uuid>.jpg?access_token=…`).
 * Only the id is kept: the site publishes the file itself, so no CMS address or token reaches a page.
 */
export function assetFileId(src: string | undefined): string | null {
  if (!src) return null
  let pathname: string
  try {
    pathname = new URL(src, "http://cms.invalid").pathname
  } catch {
    return null
  }
  const match = /\/assets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.[A-Za-z0-9]+)?$/i.exec(pathname)
  return match ? match[1].toLowerCase() : null
}

/**
 * HTML with each `<img>` of a Directus file addressed as content/ keeps it, `/assets/<id>.<ext>`:
 * without the CMS's origin or a query (an access token), so an export holds no address of one CMS.
 */
export function portableAssetSrcs(html: string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)(")/gi, (whole, before: string, src: string, after: string) => {
    const id = assetFileId(src)
    if (id === null) return whole
    const ext = /\/assets\/[^/?#]*?(\.[A-Za-z0-9]+)(?:[?#]|$)/.exec(src)?.[1] ?? ""
    return `${before}/assets/${id}${ext}${after}`
  })
}

const PICTURE_ATTRIBUTES = ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"]

/** A kept `<img>`'s attributes: the published picture's, the editor's alt text, loaded when near. */
function pictureAttributes(picture: InlinePicture, alt: string | undefined): Record<string, string> {
  const { src, srcset, sizes, width, height } = picture
  return {
    src, ...(srcset && { srcset }), ...(sizes && { sizes }), alt: alt ?? "",
    ...(width && height && { width: String(width), height: String(height) }), loading: "lazy", decoding: "async",
  }
}

/**
 * The allowlist for every HTML field that comes from the CMS (title_html, descriptions). Runs at build
 * time, so the browser only ever receives markup that passed it. With `pictureOf` (a field that takes
 * pictures), an `<img>` of a Directus file is kept with the site's own copy of it; any other is dropped.
 */
function options(pictureOf?: InlinePictureOf): sanitize.IOptions {
  return {
    allowedTags: ["p", "br", "strong", "em", "b", "i", "u", "span", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "code", ...(pictureOf ? ["img"] : [])],
    // No style, class or event attributes anywhere; links keep only what a link needs.
    allowedAttributes: { a: ["href", "title", "target", "rel"], img: PICTURE_ATTRIBUTES },
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, { target, href, ...rest }) => {
        // A link's address passes the same URL rule as every other CMS link, or the link keeps its text only.
        const url = safeUrl(href)
        const attribs = url === null ? rest : { ...rest, href: url }
        // Only the two meaningful targets; a new tab never gets a handle on this page.
        if (target === "_blank") return { tagName, attribs: { ...attribs, target, rel: "noopener noreferrer" } }
        return { tagName, attribs: target === "_self" ? { ...attribs, target } : attribs }
      },
      img: (tagName, { src, alt }) => {
        const id = assetFileId(src)
        const picture = id === null ? null : pictureOf?.(id) ?? null
        return { tagName, attribs: picture ? pictureAttributes(picture, alt) : {} }
      },
    },
    // A picture the site does not publish leaves nothing behind.
    exclusiveFilter: frame => frame.tag === "img" && !frame.attribs.src,
  }
}

export function sanitizeCmsHtml(html: string, pictureOf?: InlinePictureOf): string {
  return sanitize(html, options(pictureOf)).trim()
}

/** The Directus files the `<img>`s of this HTML show (assetFileId), once each, in order. */
export function inlineFileIds(html: string): string[] {
  const ids = new Set<string>()
  sanitize(html, {
    allowedTags: ["img"],
    allowedAttributes: { img: ["src"] },
    transformTags: {
      img: (tagName, attribs) => {
        const id = assetFileId(attribs.src)
        if (id !== null) ids.add(id)
        return { tagName, attribs }
      },
    },
  })
  return [...ids]
}
