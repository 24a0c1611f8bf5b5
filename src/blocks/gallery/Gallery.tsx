import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { gallery as spec } from "./config"
import { PictureGrid } from "./PictureGrid"
import { galleryView } from "./view"

type Block = Queries.GalleryBlockFragment

const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  grid: (block, { id }) => <PictureGrid id={id ?? "gallery"} gallery={galleryView(block)} />,
}

/** Pictures in a grid, each caption shown on hover or focus (layout grid: a case study's gallery). */
export function GalleryBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment GalleryBlock on DirectusBlockGallery {
    layout anchor heading highlightedText description
    images { image { publicURL } imageUrl caption alt }
  }
`
