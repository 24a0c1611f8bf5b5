import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Selected } from "./node-input"

/**
 * A File node as the page queries select it: its URL, and for a raster image sharp's image data and,
 * on cards, its blurred placeholder.
 */
export type FileInput = Selected<Queries.File, "publicURL" | "childImageSharp", {
  childImageSharp: Queries.Maybe<Selected<Queries.ImageSharp, "gatsbyImageData" | "blurredPlaceholder">>
}>

/** A node's File field as the page queries select it. */
export type FileField = Queries.Maybe<FileInput>

/** What image components receive: processed image data when sharp made it, and always a src. */
export interface ImageRef {
  src: string
  alt: string
  image: IGatsbyImageData | null
  /** A `data:` URL shown while the image loads (card images: src/build/blur-placeholder.ts). */
  placeholder?: string | null
}

export const DEFAULT_IMAGE = {
  service: (slug: string) => `/assets/services/${slug}.png`,
  portfolio: "/assets/portfolio/default.png",
  industryIcon: (slug: string) => `/assets/industries/icons/${slug}.svg`,
  clientLogo: "/assets/clients/default-logo.svg",
} as const

/**
 * Image path rule of spec 000 §3.1: a value starting with http or / is used as is; anything else
 * is an asset id under the content server's assets path.
 */
export function assetPath(value: string | null | undefined, assetsBase: string): string | null {
  if (!value) return null
  if (value.startsWith("/") || /^https?:\/\//i.test(value)) return value
  return `${assetsBase.replace(/\/+$/, "")}/assets/${value}`
}

/** Picks the sourced file, then the path or URL value, then the default. */
export function imageRef(
  file: FileInput | null | undefined,
  url: string | null | undefined,
  fallback: string,
  alt: string
): ImageRef {
  const image = file?.childImageSharp?.gatsbyImageData ?? null
  const src = file?.publicURL ?? assetPath(url, "") ?? fallback
  return { src, alt, image, placeholder: file?.childImageSharp?.blurredPlaceholder ?? null }
}

/** A field's image when it has a file or a path or URL (decorative: no alt text), else none. */
export const optionalImageRef = (file: FileField | undefined, url: string | null | undefined): ImageRef | null =>
  file || url ? imageRef(file, url, "", "") : null
