import { graphql } from "gatsby"
import { ImpactStats } from "../components/industry/ImpactStats"
import { IndustryOverview } from "../components/industry/IndustryOverview"
import { RoiBlock } from "../components/landing/RoiBlock"
import { ProjectOverview } from "../components/portfolio/ProjectOverview"
import { ProjectResults } from "../components/portfolio/ProjectResults"
import { WhyWorkWithUs } from "../components/sections/WhyWorkWithUs"
import { StatsRow } from "../components/service/StatsRow"
import { countUpView, overviewView, projectOverviewView, resultsView, roiView, statsRowView, tilesView } from "../content/blocks/stats"
import { pageRecords } from "./page-records"
import type { BlockProps } from "./types"

/**
 * Figures: a headline figure, an optional titled group, then proof figures (layout roi); a text
 * beside key stats, with a list of points under a title (overview); a strip of figures labelled
 * by its heading, which names the page's record (row); a case study's overview with its facts
 * (project_overview) or its results (results); figures that count up on a dark band (count_up), or
 * figure tiles (tiles).
 */
export function StatsBlock({ block, page }: BlockProps<Queries.StatsBlockFragment>) {
  if (block.layout === "tiles") return <ImpactStats id={block.anchor ?? undefined} {...tilesView(block)} />
  if (block.layout === "project_overview") return <ProjectOverview id={block.anchor ?? "overview"} overview={projectOverviewView(block, pageRecords(page).project)} />
  if (block.layout === "results") return <ProjectResults id={block.anchor ?? "results"} results={resultsView(block)} />
  if (block.layout === "count_up") return <WhyWorkWithUs id={block.anchor ?? undefined} {...countUpView(block)} />
  if (block.layout === "overview") return <IndustryOverview id={block.anchor ?? "overview"} overview={overviewView(block, page.name)} />
  if (block.layout === "row") return <StatsRow {...statsRowView(block, page.name)} />
  return <RoiBlock id={block.anchor ?? "roi"} block={roiView(block)} />
}

export const fragment = graphql`
  fragment StatsBlock on DirectusBlockStats {
    layout anchor heading highlightedText description
    headlineValue headlineLabel groupTitle
    groupStats { value label }
    stats { value label description icon }
    points
  }
`
