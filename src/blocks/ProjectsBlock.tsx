import { graphql } from "gatsby"
import { SuccessStories } from "../components/industry/SuccessStories"
import { RelatedProjects } from "../components/portfolio/RelatedProjects"
import { useHashScroll } from "../components/portfolio/useHashScroll"
import { PortfolioSection } from "../components/sections/PortfolioSection"
import { successStoryCards } from "../content/industries"
import { projectsView, relatedView, successStoriesView } from "../content/blocks/projects"
import { optional, text } from "../content/blocks/common"
import { pageRecords } from "./page-records"
import type { BlockPage, BlockProps } from "./types"

/** Variant all: every CMS project (the portfolio list); an address ending in its anchor scrolls to it. */
function AllProjects({ block, page }: { block: Queries.ProjectsBlockFragment; page: BlockPage }) {
  const id = block.anchor ?? "all"
  useHashScroll(id)
  return <PortfolioSection id={id} projects={[...pageRecords(page).projects]} all heading={text(block.heading)} highlight={optional(block.highlightedText)} description={optional(block.description)} />
}

/**
 * Projects: figures and written story cards, a card naming one of the page's CMS projects showing its
 * image and link (layout success_stories); the page's featured CMS projects, headed after the
 * page's name ("<service title> Projects", variant featured); a case study's related projects
 * (related); or every CMS project (all).
 */
export function ProjectsBlock({ block, page }: BlockProps<Queries.ProjectsBlockFragment>) {
  if (block.layout === "all") return <AllProjects block={block} page={page} />
  const { projects, project } = pageRecords(page)
  if (block.layout === "related") return <RelatedProjects id={block.anchor ?? "related"} related={relatedView(block, projects, project)} />
  if (block.layout === "success_stories") {
    const view = successStoriesView(block)
    return <SuccessStories id={block.anchor ?? "success-stories"} data={view} stories={successStoryCards(view.projects, projects)} />
  }
  const { heading, highlight, description, limit } = projectsView(block, page.name)
  return <PortfolioSection id={block.anchor ?? undefined} projects={[...projects]} limit={limit} heading={heading} highlight={highlight} description={description} />
}

export const fragment = graphql`
  fragment ProjectsBlock on DirectusBlockProjects {
    layout anchor heading highlightedText description limit buttonText buttonLink
    stats { value label }
    items { title description image tags points }
  }
`
