import { graphql } from "gatsby"
import { IndustryOverview } from "../components/industry/IndustryOverview"
import { RoiBlock } from "../components/landing/RoiBlock"
import { StatsRow } from "../components/service/StatsRow"
import { overviewView, roiView, statsRowView } from "../content/blocks/stats"
import type { BlockProps } from "./types"

/**
 * Figures: a headline figure, an optional titled group, then proof figures (variant roi); a text
 * beside key stats, with a list of points under a title (overview); or a strip of figures labelled
 * by its heading, which names the page's record (row).
 */
export function StatsBlock({ block, page }: BlockProps<Queries.StatsBlockFragment>) {
  if (block.variant === "overview") return <IndustryOverview id={block.anchor ?? "overview"} overview={overviewView(block, page.name)} />
  if (block.variant === "row") return <StatsRow {...statsRowView(block, page.name)} />
  return <RoiBlock id={block.anchor ?? "roi"} block={roiView(block)} />
}

export const fragment = graphql`
  fragment StatsBlock on DirectusBlockStats {
    variant anchor heading highlightedText description
    headlineValue headlineLabel groupTitle
    groupStats { value label }
    stats { value label description icon }
    points
  }
`
