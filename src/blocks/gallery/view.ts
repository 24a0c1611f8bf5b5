/** What the gallery shows (Gallery.tsx), from its data: pure, unit-tested. */
import { fileSrc, list, sectionOf, text } from "../../content/blocks/common"
import type { SectionData } from "../../content/types/sections"

export interface GalleryView {
  section: SectionData
  images: { src: string; caption: string; alt: string }[]
}

/** Layout grid: pictures with a caption shown on hover or focus; an entry without a picture is left out. */
export function galleryView(block: Queries.GalleryBlockFragment): GalleryView {
  return {
    section: sectionOf(block),
    images: list(block.images).flatMap(image => {
      const src = fileSrc(image.image, image.imageUrl)
      return src ? [{ src, caption: text(image.caption), alt: text(image.alt) }] : []
    }),
  }
}
