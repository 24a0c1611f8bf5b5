import { graphql } from "gatsby"
import { RoiBlock } from "../components/landing/RoiBlock"
import { roiView } from "../content/blocks/stats"
import type { BlockProps } from "./types"

/** Figures (variant roi): a headline figure, an optional titled group, then proof figures. */
export function StatsBlock({ block }: BlockProps<Queries.StatsBlockFragment>) {
  return <RoiBlock id={block.anchor ?? "roi"} block={roiView(block)} />
}

export const fragment = graphql`
  fragment StatsBlock on DirectusBlockStats {
    variant anchor heading highlightedText description
    headlineValue headlineLabel groupTitle
    groupStats { value label }
    stats { value label }
  }
`
