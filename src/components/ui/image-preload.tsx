import { createContext, useContext } from "react"
import type { ReactElement } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ImageRef } from "../../content/images"

/** Fetch priority high; React 18 passes the attribute through only in lower case. */
export const HIGH_PRIORITY = { fetchpriority: "high" } as object

/** What a browser needs to pick the file an image will show: a srcset with its sizes (of one type), or one file. */
export interface ImageCandidates {
  type?: string
  srcSet?: string
  sizes?: string
  src?: string
}

/**
 * The images a server render marks as the page's largest paint (src/root/renderPage.tsx collects
 * them into the page's head); null in the browser, where the head is already written.
 */
export const LargestPaintImages = createContext<((image: ImageCandidates) => void) | null>(null)

/** Marks an image as the page's largest paint, so the head asks for it before the parser reaches it. */
export function useLargestPaintImage(image: ImageCandidates | null): void {
  const collect = useContext(LargestPaintImages)
  if (collect && image) collect(image)
}

/**
 * The candidates of a sharp picture as a browser picks them: its first source (AVIF, which a
 * browser without AVIF skips in a preload as it does in the picture), else the fallback.
 */
export function pictureCandidates({ images: { sources = [], fallback } }: IGatsbyImageData): ImageCandidates {
  const [first] = sources
  if (first) return { type: first.type, srcSet: first.srcSet, sizes: first.sizes }
  return { srcSet: fallback?.srcSet, sizes: fallback?.sizes, src: fallback?.src }
}

/**
 * The candidates of an image sharp did not process (a plain path): its one file. Null for a sharp
 * picture, which Picture reports itself, and for no image at all.
 */
export const plainCandidates = (image: ImageRef): ImageCandidates | null => (image.src && !image.image ? { src: image.src } : null)

/**
 * The head's preload of an image. With a srcset it names no href: a browser that cannot read the
 * srcset would fetch that file and then, for the picture, another one.
 */
export function imagePreloadLink({ type, srcSet, sizes, src }: ImageCandidates): ReactElement {
  return (
    <link key={`preload ${srcSet ?? src}`} rel="preload" as="image" type={type} href={srcSet ? undefined : src}
      imageSrcSet={srcSet} imageSizes={srcSet ? sizes : undefined} {...HIGH_PRIORITY} />
  )
}
