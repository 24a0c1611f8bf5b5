import { graphql } from "gatsby"
import { SuccessStories } from "../components/industry/SuccessStories"
import { PortfolioSection } from "../components/sections/PortfolioSection"
import { successStoryCards } from "../content/industries"
import { projectsView, successStoriesView } from "../content/blocks/projects"
import type { BlockProps } from "./types"

/**
 * Projects: figures and written story cards, a card naming one of the page's CMS projects showing its
 * image and link (variant success_stories); or the page's featured CMS projects, headed after the
 * page's name ("<service title> Projects", variant featured).
 */
export function ProjectsBlock({ block, page }: BlockProps<Queries.ProjectsBlockFragment>) {
  if (block.variant === "success_stories") {
    const view = successStoriesView(block)
    return <SuccessStories id={block.anchor ?? "success-stories"} data={view} stories={successStoryCards(view.projects, page.projects ?? [])} />
  }
  const { heading, highlight, description, limit } = projectsView(block, page.name)
  return <PortfolioSection id={block.anchor ?? undefined} projects={[...page.projects]} limit={limit} heading={heading} highlight={highlight} description={description} />
}

export const fragment = graphql`
  fragment ProjectsBlock on DirectusBlockProjects {
    variant anchor heading highlightedText description limit
    stats { value label }
    items { title description image tags points }
  }
`
