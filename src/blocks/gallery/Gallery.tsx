import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { PictureGrid } from "./PictureGrid"
import { galleryView } from "./view"

/** Pictures in a grid, each caption shown on hover or focus (layout grid: a case study's gallery). */
export function GalleryBlock({ block }: BlockProps<Queries.GalleryBlockFragment>) {
  return <PictureGrid id={block.anchor ?? "gallery"} gallery={galleryView(block)} />
}

export const fragment = graphql`
  fragment GalleryBlock on DirectusBlockGallery {
    layout anchor heading highlightedText description
    images { image { publicURL } imageUrl caption alt }
  }
`
