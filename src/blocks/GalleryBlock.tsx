import { graphql } from "gatsby"
import { ProjectGallery } from "../components/portfolio/ProjectGallery"
import { galleryView } from "../content/blocks/gallery"
import type { BlockProps } from "./types"

/** Pictures in a grid, each caption shown on hover or focus (layout grid: a case study's gallery). */
export function GalleryBlock({ block }: BlockProps<Queries.GalleryBlockFragment>) {
  return <ProjectGallery id={block.anchor ?? "gallery"} gallery={galleryView(block)} />
}

export const fragment = graphql`
  fragment GalleryBlock on DirectusBlockGallery {
    layout anchor heading highlightedText description
    images { image caption alt }
  }
`
