import { graphql } from "gatsby"
import { PortfolioSection } from "../components/sections/PortfolioSection"
import { projectsView } from "../content/blocks/projects"
import type { BlockProps } from "./types"

/** The page's featured CMS projects, headed after the page's name ("<service title> Projects"). */
export function ProjectsBlock({ block, page }: BlockProps<Queries.ProjectsBlockFragment>) {
  const { heading, description, limit } = projectsView(block, page.name)
  return <PortfolioSection id={block.anchor ?? undefined} projects={page.projects} limit={limit} heading={heading} description={description} />
}

export const fragment = graphql`
  fragment ProjectsBlock on DirectusBlockProjects {
    variant anchor heading highlightedText description limit
  }
`
