/** View model of block_gallery (src/blocks/GalleryBlock.tsx). */
import { list, sectionOf, text } from "./common"
import type { SectionData } from "../types/sections"

export interface GalleryBlock {
  section: SectionData
  images: { src: string; caption: string; alt: string }[]
}

/** Variant grid: pictures with a caption shown on hover or focus; an entry without a picture is left out. */
export function galleryView(block: Queries.GalleryBlockFragment): GalleryBlock {
  return {
    section: sectionOf(block),
    images: list(block.images).flatMap(image => (image.image ? [{ src: image.image, caption: text(image.caption), alt: text(image.alt) }] : [])),
  }
}
