import { graphql } from "gatsby"
import { optional, text } from "../../content/blocks/common"
import { pageRecords } from "../page-records"
import type { BlockPage, BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { projects as spec } from "./config"
import { ProjectCards } from "./ProjectCards"
import { RelatedProjects } from "./RelatedProjects"
import { SuccessStories } from "./SuccessStories"
import { useHashScroll } from "./useHashScroll"
import { projectsView, relatedView, successStoriesView, successStoryCards } from "./view"

type Block = Queries.ProjectsBlockFragment

/** Layout all: every CMS project (the portfolio list); an address ending in its anchor scrolls to it. */
function AllProjects({ block, page }: { block: Block; page: BlockPage }) {
  const id = block.anchor ?? "all"
  useHashScroll(id)
  return <ProjectCards id={id} projects={[...pageRecords(page).projects]} all heading={text(block.heading)} highlight={optional(block.highlightedText)} description={optional(block.description)} />
}

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  success_stories: (block, { page }) => {
    const view = successStoriesView(block)
    return <SuccessStories id={block.anchor ?? "success-stories"} data={view} stories={successStoryCards(view.projects, pageRecords(page).projects)} />
  },
  featured: (block, { id, page }) => {
    const { heading, highlight, description, limit } = projectsView(block, page.name)
    return <ProjectCards id={id} projects={[...pageRecords(page).projects]} limit={limit} heading={heading} highlight={highlight} description={description} />
  },
  related: (block, { page }) => {
    const { projects, project } = pageRecords(page)
    return <RelatedProjects id={block.anchor ?? "related"} related={relatedView(block, projects, project)} />
  },
  all: (block, { page }) => <AllProjects block={block} page={page} />,
}

/**
 * Projects, in the block's layout (config.ts): figures and written story cards, a card naming one of
 * the page's CMS projects showing its image and link (success_stories); the page's featured CMS
 * projects, headed after the page's name ("<service title> Projects", featured); a case study's
 * related projects (related); or every CMS project (all).
 */
export function ProjectsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment ProjectsBlock on DirectusBlockProjects {
    layout anchor heading highlightedText description limit buttonText buttonLink
    stats { value label }
    items { title description image { publicURL } imageUrl tags points }
  }
`
