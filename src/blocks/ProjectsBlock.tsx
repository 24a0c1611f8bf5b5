import { graphql } from "gatsby"
import { SuccessStories } from "../components/industry/SuccessStories"
import { successStoryCards } from "../content/industries"
import { successStoriesView } from "../content/blocks/projects"
import type { BlockProps } from "./types"

/** Figures, then project cards (variant success_stories); a card naming one of the page's CMS projects shows its image and links to it. */
export function ProjectsBlock({ block, page }: BlockProps<Queries.ProjectsBlockFragment>) {
  const view = successStoriesView(block)
  return <SuccessStories id={block.anchor ?? "success-stories"} data={view} stories={successStoryCards(view.projects, page.projects ?? [])} />
}

export const fragment = graphql`
  fragment ProjectsBlock on DirectusBlockProjects {
    variant anchor heading highlightedText description
    stats { value label }
    items { title description image tags points }
  }
`
